/**
 * Parses a query string the way the contract's clients write it (qs style, §1.1):
 * `a=1&a=2` and `a[]=1` and `a[0]=1` make arrays, `created_at[gt]=x` makes nested objects.
 * Afterwards every array of exactly one string is split on commas (`id[]=a,b` → ['a', 'b']).
 */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue }
export type QueryObject = { [key: string]: QueryValue }

const MAX_DEPTH = 5
const MAX_PARAMS = 1000

export function parseQueryString(input: string): QueryObject {
  const root: QueryObject = Object.create(null)
  if (!input) return root
  const pairs = input.split('&')
  for (let i = 0; i < pairs.length && i < MAX_PARAMS; i++) {
    const pair = pairs[i]!
    if (!pair) continue
    const eq = pair.indexOf('=')
    const rawKey = decode(eq === -1 ? pair : pair.slice(0, eq))
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1))
    const path = splitKey(rawKey)
    if (path.length === 0) continue
    assign(root, path, value)
  }
  return normalize(root) as QueryObject
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** `a[b][0][]` → ['a', 'b', '0', ''] */
function splitKey(key: string): string[] {
  const open = key.indexOf('[')
  if (open <= 0) return key ? [key] : []
  const parts = [key.slice(0, open)]
  const re = /\[([^[\]]*)\]/g
  re.lastIndex = open
  let m: RegExpExecArray | null = re.exec(key)
  while (m !== null && parts.length <= MAX_DEPTH) {
    parts.push(m[1]!)
    m = re.exec(key)
  }
  return parts
}

function isUnsafeKey(k: string): boolean {
  return k === '__proto__' || k === 'constructor' || k === 'prototype'
}

function assign(target: QueryObject | QueryValue[], path: string[], value: string, append = false): void {
  if (append && Array.isArray(target)) {
    if (path.length === 0) target.push(value)
    else {
      const child: QueryObject = Object.create(null)
      target.push(child)
      assign(child, path, value)
    }
    return
  }
  const [head, ...rest] = path
  if (head === undefined || isUnsafeKey(head)) return
  if (Array.isArray(target)) {
    // Only `[]` reaches an array: append a value, or a new object for `a[][b]=…`.
    if (rest.length === 0) target.push(value)
    else {
      const child: QueryObject = Object.create(null)
      target.push(child)
      assign(child, rest, value)
    }
    return
  }
  const existing = target[head]
  if (rest.length === 0) {
    if (existing === undefined) target[head] = value
    else if (Array.isArray(existing)) existing.push(value)
    else if (typeof existing === 'string') target[head] = [existing, value]
    return
  }
  // Numeric indices are kept as object keys and turned into arrays by normalize(), so that
  // `a[0][x]=1&a[0][y]=2` lands in one element.
  const appends = rest[0] === ''
  let child = existing
  if (child === undefined) {
    child = appends ? [] : Object.create(null)
    target[head] = child!
  } else if (typeof child === 'string') {
    child = appends ? [child] : Object.assign(Object.create(null), { '0': child })
    target[head] = child!
  } else if (Array.isArray(child) && !appends) {
    child = Object.assign(Object.create(null), { ...child })
    target[head] = child!
  }
  if (Array.isArray(child)) assign(child, rest.slice(1).length ? rest.slice(1) : [], value, true)
  else assign(child as QueryObject, rest, value)
}

function normalize(v: QueryValue): QueryValue {
  if (Array.isArray(v)) {
    if (v.length === 1 && typeof v[0] === 'string') return v[0].split(',')
    return v.map(normalize)
  }
  if (typeof v === 'object') {
    const keys = Object.keys(v)
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      return normalize(keys.sort((a, b) => Number(a) - Number(b)).map((k) => v[k]!))
    }
    const out: QueryObject = {}
    for (const k of keys) out[k] = normalize(v[k]!)
    return out
  }
  return v
}
