import { describe, expect, it } from 'vitest'
import examplePlugin from './example-plugin'
import { buildRegistry } from './registry'
import type { Plugin } from './types'
import { entryKind, RESERVED_ROUTES, validateRoutePath, validateSettingPath } from './validate'

const C = () => null

describe('extension route paths', () => {
  it.each([
    'products',
    'products/prod_123',
    'product-categories',
    'orders',
    '/orders/order_1/',
    'customers',
    'customers/groups',
    'customers/groups/cgrp_1',
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
    'oauth/my-app',
  ])('refuses the reserved path %s, naming it', (path) => {
    expect(() => validateRoutePath(path)).toThrow(path.replace(/^\/|\/$/g, ''))
    expect(() => validateRoutePath(path)).toThrow(/not allowed/)
  })

  it('refuses anything under settings', () => {
    expect(() => validateRoutePath('settings')).toThrow('Extension route "settings" is not allowed')
    expect(() => validateRoutePath('settings/loyalty')).toThrow(/settings pages/)
  })

  it('accepts free paths, deeper ones under reserved roots, and normalises slashes', () => {
    expect(validateRoutePath('/reviews/')).toBe('reviews')
    expect(validateRoutePath('products/prod_1/reviews')).toBe('products/prod_1/reviews')
    expect(validateRoutePath('loyalty/:id')).toBe('loyalty/:id')
  })

  it('refuses empty paths and odd characters', () => {
    expect(() => validateRoutePath('/')).toThrow('must not be empty')
    expect(() => validateRoutePath('a b')).toThrow('a b')
  })

  it('reserves the {id} variant of every reserved root', () => {
    expect(RESERVED_ROUTES).toContain('orders/:id')
    expect(RESERVED_ROUTES).toContain('oauth/:app_name')
  })

  it('settings pages are one segment and not the built-in ones', () => {
    expect(validateSettingPath('loyalty')).toBe('loyalty')
    expect(() => validateSettingPath('a/b')).toThrow('single segment')
    expect(() => validateSettingPath('analytics')).toThrow('reserved')
  })
})

describe('extension entries', () => {
  it('are told apart by config type, or as a page when a page component is present', () => {
    expect(entryKind({ Component: C, config: { type: 'widget', zone: 'product.list.before' } })).toBe(
      'widget',
    )
    expect(entryKind({ Component: C, config: { type: 'route', path: 'reviews' } })).toBe('route')
    expect(
      entryKind({
        Component: C,
        config: { type: 'setting', path: 'x', card: { label: 'X', description: 'x' } },
      }),
    ).toBe('setting')
    expect(entryKind({ page: C, path: 'reviews' })).toBe('page')
    expect(() => entryKind({} as never)).toThrow('neither a config type nor a page')
    expect(() => entryKind({ Component: C, config: { type: 'menu' } } as never)).toThrow(
      'Unknown extension config type',
    )
  })

  it('build a registry: routes, settings sorted by path, widgets by zone', () => {
    const plugin: Plugin = {
      name: 'loyalty',
      entries: [
        {
          Component: C,
          config: { type: 'setting', path: 'zeta', card: { label: 'Zeta', description: 'z' } },
        },
        {
          Component: C,
          config: { type: 'setting', path: 'alpha', card: { label: 'Alpha', description: 'a' } },
        },
        { Component: C, config: { type: 'route', path: 'points', link: { label: 'Points' } } },
        { page: C, path: 'points/history' },
        { Component: C, config: { type: 'widget', zone: ['product.list.before', 'order.details.after'] } },
      ],
    }
    const registry = buildRegistry([plugin])
    expect(registry.settings.map((s) => s.path)).toEqual(['alpha', 'zeta'])
    expect(registry.routes.map((r) => r.path)).toEqual(['points', 'points/history'])
    expect(registry.widgets['product.list.before']).toHaveLength(1)
    expect(registry.widgets['order.details.after']).toHaveLength(1)
  })

  it('refuses a reserved route, an unknown zone and a duplicate path with clear errors', () => {
    const bad = (entry: Plugin['entries'][number]) => () => buildRegistry([{ name: 'p', entries: [entry] }])
    expect(bad({ Component: C, config: { type: 'route', path: 'orders' } })).toThrow(
      'Extension route "orders"',
    )
    expect(bad({ Component: C, config: { type: 'widget', zone: 'nowhere' as never } })).toThrow('"nowhere"')
    expect(() =>
      buildRegistry([
        { name: 'a', entries: [{ page: C, path: 'x' }] },
        { name: 'b', entries: [{ page: C, path: 'x' }] },
      ]),
    ).toThrow('already registered by a')
  })
})

describe('the README example plugin', () => {
  it('adds a page with a sidebar link, a settings page and a product-page widget', () => {
    const registry = buildRegistry([examplePlugin])
    expect(registry.routes.map((r) => [r.path, r.link?.label])).toEqual([['loyalty', 'Loyalty']])
    expect(registry.settings.map((s) => [s.path, s.card.label])).toEqual([['loyalty', 'Loyalty']])
    expect(Object.keys(registry.widgets)).toEqual(['product.details.after'])
  })
})
