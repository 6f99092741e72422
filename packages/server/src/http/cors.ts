import type { Config } from '../config'

type Origin = string | RegExp

const REGEX_DELIMITERS = ['/', '~', '@', ';', '%', '#', "'"]

/** `STORE_CORS`/`ADMIN_CORS`: comma-separated origins; an entry written as a regex literal (`/vercel\.app$/`) is a pattern. */
export function parseCorsOrigins(text: string): Origin[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const d = entry[0]!
      if (REGEX_DELIMITERS.includes(d) && entry.length > 2 && entry.endsWith(d))
        return new RegExp(entry.slice(1, -1))
      return entry.replace(/\/$/, '')
    })
}

const cache = new Map<string, Origin[]>()

function originsOf(text: string): Origin[] {
  let v = cache.get(text)
  if (!v) {
    v = parseCorsOrigins(text)
    cache.set(text, v)
  }
  return v
}

/** Allowed origins for a request path: the store list under /store, the admin list under /admin, none elsewhere. */
export function corsOriginsFor(url: string, config: Config): Origin[] | false {
  if (url.startsWith('/store')) return originsOf(config.storeCors)
  if (url.startsWith('/admin')) return originsOf(config.adminCors)
  return false
}
