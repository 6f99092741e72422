import type { ExtensionEntry } from './types'

const RESERVED_BASES = [
  'products',
  'product-categories',
  'orders',
  'customers',
  'customers/groups',
  'discounts',
  'discounts/new',
  'gift-cards',
  'gift-cards/manage',
  'pricing',
  'pricing/new',
  'inventory',
  'collections',
  'draft-orders',
  'login',
  'sales-channels',
  'publishable-api-keys',
  'oauth',
]

/** Reserved top-level paths and their {id} variants (':' marks one free segment). */
export const RESERVED_ROUTES = [...RESERVED_BASES.flatMap((base) => [base, `${base}/:id`]), 'oauth/:app_name']

export const normalizePath = (path: string) => path.trim().replace(/^\/+|\/+$/g, '')

const matches = (pattern: string, path: string) => {
  const p = pattern.split('/')
  const s = path.split('/')
  return p.length === s.length && p.every((part, i) => part.startsWith(':') || part === s[i])
}

function checkShape(path: string, what: string): string {
  const clean = normalizePath(path)
  if (!clean) throw new Error(`${what} path must not be empty`)
  if (!/^[A-Za-z0-9_\-/:]+$/.test(clean) || clean.includes('//')) {
    throw new Error(`${what} path "${path}" may only hold letters, digits, '-', '_', ':' and '/'`)
  }
  return clean
}

/** Throws, naming the path, when an extension route would shadow a built-in screen. */
export function validateRoutePath(path: string): string {
  const clean = checkShape(path, 'Extension route')
  if (clean === 'settings' || clean.startsWith('settings/')) {
    throw new Error(
      `Extension route "${clean}" is not allowed: routes under settings must be registered as settings pages`,
    )
  }
  const hit = RESERVED_ROUTES.find((pattern) => matches(pattern, clean))
  if (hit)
    throw new Error(`Extension route "${clean}" is not allowed: it is reserved by the dashboard (${hit})`)
  return clean
}

/** Settings pages live under settings/; 'analytics' is the dashboard's own. */
export function validateSettingPath(path: string): string {
  const clean = checkShape(path, 'Settings page')
  if (clean.includes('/')) throw new Error(`Settings page path "${clean}" must be a single segment`)
  if (clean === 'analytics') throw new Error(`Settings page path "${clean}" is reserved by the dashboard`)
  return clean
}

// memo/lazy/forwardRef components are objects, plain ones functions.
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

export type EntryKind = 'widget' | 'route' | 'setting' | 'page'

/** Widget, route or setting by the config type; page when a page component is present. */
export function entryKind(entry: ExtensionEntry): EntryKind {
  if ('config' in entry && entry.config) {
    const type = (entry.config as { type?: unknown }).type
    if (type === 'widget' || type === 'route' || type === 'setting') return type
    throw new Error(`Unknown extension config type "${String(type)}"`)
  }
  if ('page' in entry && isComponent(entry.page)) return 'page'
  throw new Error('Extension entry has neither a config type nor a page component')
}
