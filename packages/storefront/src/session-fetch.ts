/**
 * A fetch that sends the shopper's store session cookie with calls to the backend, so the server
 * render sees what the shopper would (prices of their customer group). Calls to any other origin go
 * out without it: the cookie is the shopper's credential for this backend only.
 */
export function withSessionCookie(
  fetchImpl: typeof fetch,
  backendUrl: string,
  cookie: string | undefined,
): typeof fetch {
  if (!cookie) return fetchImpl
  const backendOrigin = new URL(backendUrl).origin
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== backendOrigin) return fetchImpl(input, init)
    const headers = new Headers(init?.headers)
    headers.set('cookie', cookie)
    return fetchImpl(input, { ...init, headers })
  }
}
