// A fetch stand-in for hook tests: answers by "METHOD /path" and records every call.
export interface FakeCall {
  method: string
  path: string
  url: string
  headers: Headers
  body: unknown
}

export type Route = (call: FakeCall) => unknown

export function fakeFetch(routes: Record<string, Route>) {
  const calls: FakeCall[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    const call: FakeCall = {
      method,
      path: url.pathname,
      url: url.pathname + url.search,
      headers: new Headers(init.headers),
      body,
    }
    calls.push(call)
    const route = routes[`${method} ${url.pathname}`]
    if (!route)
      return Response.json(
        { type: 'not_found', message: `No route ${method} ${url.pathname}` },
        { status: 404 },
      )
    return Response.json(route(call))
  }
  const count = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path).length
  return { fetch: fetch as typeof globalThis.fetch, calls, count }
}
