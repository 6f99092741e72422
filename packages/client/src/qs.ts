// Query-string encoder compatible with the defaults of the `qs` package that medusa-js uses, so the server's
// qs-based parser reads exactly what a medusa-js client would send: nested `a[b]=c`, arrays `a[0]=x`,
// brackets percent-encoded, null as an empty value, undefined skipped, dates as ISO strings.

const encode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

function append(parts: string[], key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return
  if (value === null) {
    parts.push(`${encode(key)}=`)
  } else if (value instanceof Date) {
    parts.push(`${encode(key)}=${encode(value.toISOString())}`)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      append(parts, `${key}[${index}]`, item)
    })
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) append(parts, `${key}[${k}]`, v)
  } else {
    parts.push(`${encode(key)}=${encode(String(value))}`)
  }
}

export function stringifyQuery(query: object | null | undefined): string {
  if (!query) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) append(parts, key, value)
  return parts.join('&')
}

export function withQuery(path: string, query?: object | null): string {
  const qs = stringifyQuery(query)
  return qs ? `${path}?${qs}` : path
}
