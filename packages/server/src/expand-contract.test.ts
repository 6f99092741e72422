import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractEntity, contractRelations, relationPaths } from './http/contract-relations'
import { isListQuery } from './http/list-query'
import { type FilterStore, openFilterStore } from './list-filters/fixtures'

// `expand` accepts every relation the contract's entity has, nested ones included, as Medusa v1 does,
// and refuses what the entity does not have (issue #18). Every GET route whose query takes `expand` is
// found from the app's route table and must name its entity here; each relation path one and two steps
// deep is checked against its query schema, and each route answers 200 to its entity's relations.

/** The contract entity each route's `expand` walks from. */
const ROUTE_ENTITY: Record<string, ContractEntity> = {
  '/admin/users': 'user',
  '/admin/currencies': 'currency',
  '/admin/products': 'product',
  '/admin/products/:id': 'product',
  '/admin/products/:id/variants': 'variant',
  '/admin/variants': 'variant',
  '/admin/variants/:id': 'variant',
  '/admin/product-types': 'product_type',
  '/admin/product-tags': 'product_tag',
  '/admin/collections': 'collection',
  '/admin/collections/:id': 'collection',
  '/admin/product-categories': 'category',
  '/admin/product-categories/:id': 'category',
  '/store/products': 'product',
  '/store/products/:id': 'product',
  '/store/variants': 'variant',
  '/store/variants/:id': 'variant',
  '/store/collections': 'collection',
  '/store/collections/:id': 'collection',
  '/store/product-categories': 'category',
  '/store/product-categories/:id': 'category',
  '/store/product-tags': 'product_tag',
  '/store/product-types': 'product_type',
  '/admin/regions': 'region',
  '/admin/regions/:id': 'region',
  '/store/regions': 'region',
  '/store/regions/:id': 'region',
  '/admin/tax-rates': 'tax_rate',
  '/admin/tax-rates/:id': 'tax_rate',
  '/admin/price-lists': 'price_list',
  '/admin/price-lists/:id': 'price_list',
  '/admin/price-lists/:id/products': 'product',
  '/admin/customer-groups': 'customer_group',
  '/admin/customer-groups/:id': 'customer_group',
  '/admin/customer-groups/:id/customers': 'customer',
  '/admin/sales-channels': 'sales_channel',
  '/admin/sales-channels/:id': 'sales_channel',
  '/admin/publishable-api-keys': 'publishable_api_key',
  '/admin/publishable-api-keys/:id': 'publishable_api_key',
  '/admin/stock-locations': 'stock_location',
  '/admin/stock-locations/:id': 'stock_location',
  '/admin/inventory-items': 'inventory_item',
  '/admin/inventory-items/:id': 'inventory_item',
  '/admin/inventory-items/:id/location-levels': 'inventory_item',
  '/admin/reservations': 'reservation',
  '/admin/reservations/:id': 'reservation',
  '/admin/batch-jobs': 'batch_job',
  '/admin/batch-jobs/:id': 'batch_job',
  '/admin/customers': 'customer',
  '/admin/customers/:id': 'customer',
  '/admin/shipping-profiles/:id': 'shipping_profile',
  '/admin/shipping-options': 'shipping_option',
  '/admin/shipping-options/:id': 'shipping_option',
  '/admin/discounts': 'discount',
  '/admin/discounts/code/:code': 'discount',
  '/admin/discounts/:id': 'discount',
  '/admin/discounts/:id/conditions/:condition_id': 'discount_condition',
  '/admin/gift-cards': 'gift_card',
  '/admin/gift-cards/:id': 'gift_card',
  '/admin/return-reasons': 'return_reason',
  '/admin/return-reasons/:id': 'return_reason',
  '/store/return-reasons': 'return_reason',
  '/store/return-reasons/:id': 'return_reason',
  '/admin/returns': 'return',
  '/admin/notes': 'note',
  '/admin/notes/:id': 'note',
  '/admin/notifications': 'notification',
  '/store/carts/:id': 'cart',
  '/store/payment-collections/:id': 'payment_collection',
  '/admin/draft-orders': 'draft_order',
  '/store/orders/:id': 'order',
  '/store/orders/cart/:cart_id': 'order',
  '/store/orders': 'order',
  '/store/customers/me/orders': 'order',
  '/admin/orders': 'order',
  '/admin/orders/:id': 'order',
  '/admin/orders/:id/reservations': 'reservation',
  '/admin/order-edits': 'order_edit',
  '/admin/order-edits/:id': 'order_edit',
  '/store/order-edits/:id': 'order_edit',
  '/admin/swaps': 'swap',
}

/** Concrete URLs where a parameter is not the first row of the parent list (or a query is required). */
const URLS: Record<string, (f: FilterStore) => string> = {
  '/store/orders/:id': (f) => `/store/orders/${f.extra.openOrder.id}`,
  '/store/orders/cart/:cart_id': (f) => `/store/orders/cart/${f.extra.openOrder.cart_id}`,
  '/store/orders': (f) =>
    `/store/orders?display_id=${f.extra.openOrder.display_id}&email=${encodeURIComponent(f.extra.openOrder.email)}`,
  '/store/carts/:id': (f) => `/store/carts/${f.extra.europeCart.id}`,
  '/admin/discounts/code/:code': () => '/admin/discounts/code/BASICS10',
  '/admin/discounts/:id/conditions/:condition_id': (f) =>
    `/admin/discounts/${f.discounts.basic}/conditions/${f.discounts.teeCondition}`,
  '/store/order-edits/:id': (f) => `/store/order-edits/${f.extra.edits.open.id}`,
  '/admin/customer-groups/:id/customers': (f) => `/admin/customer-groups/${f.group}/customers`,
  '/store/products/:id': (f) => `/store/products/${f.tee.id}`,
  '/store/variants/:id': (f) => `/store/variants/${f.tee.variants[0].id}`,
  '/store/payment-collections/:id': (f) => `/store/payment-collections/${f.extra.paymentCollection}`,
}

let f: FilterStore
beforeAll(async () => {
  f = await openFilterStore()
}, 120_000)
afterAll(() => f?.t.close())

const getRoutes = () => f.t.routes.filter((r) => r.method === 'GET' && r.schema?.querystring)
const schemaOf = (route: string) =>
  f.t.routes.find((r) => r.method === 'GET' && r.url === route)?.schema?.querystring as z.ZodType
const expandIssues = (schema: z.ZodType, expand: string) => {
  const parsed = schema.safeParse({ expand })
  return parsed.success
    ? []
    : parsed.error.issues.filter((i) => i.path[0] === 'expand' || /expand/.test(i.message))
}
/** Whether a query schema has an `expand` parameter at all. */
const takesExpand = (schema: z.ZodType) => {
  const parsed = schema.safeParse({ expand: 'id' })
  return parsed.success || !parsed.error.issues.some((i) => i.code === 'unrecognized_keys')
}

/** The URL of `route` with each parameter taken from the first row of its parent list. */
async function urlOf(route: string): Promise<string> {
  const fixed = URLS[route]
  if (fixed) return fixed(f)
  let out = route
  for (const match of route.matchAll(/:(\w+)/g)) {
    const parent = out.slice(0, out.indexOf(match[0]) - 1)
    const res = await callerOf(route)('GET', parent)
    const rows = Object.values(res.body as object).find(Array.isArray) as { id: string }[] | undefined
    if (!rows?.[0]) throw new Error(`${route}: no row in ${parent} to fill ${match[0]}`)
    out = out.replace(match[0], rows[0].id)
  }
  return out
}
const callerOf = (route: string) =>
  route.startsWith('/store/customers/me') || route.startsWith('/store/orders')
    ? f.member
    : route.startsWith('/store')
      ? f.shop
      : f.admin
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`

describe('expand follows the contract relation graph', () => {
  it('names the entity of every GET route whose query takes expand', () => {
    const routes = getRoutes()
      .filter((r) => takesExpand(r.schema!.querystring as z.ZodType))
      .map((r) => r.url)
    expect(
      routes.filter((url) => !ROUTE_ENTITY[url]),
      'routes taking expand without an entity in ROUTE_ENTITY',
    ).toEqual([])
    expect(
      Object.keys(ROUTE_ENTITY).filter((url) => !routes.includes(url)),
      'ROUTE_ENTITY names routes that do not take expand',
    ).toEqual([])
  })

  for (const [route, entity] of Object.entries(ROUTE_ENTITY)) {
    it(`${route}: its query accepts every relation path of ${entity}`, () => {
      const schema = schemaOf(route)
      const refused = relationPaths(entity, 2).filter((path) => expandIssues(schema, path).length > 0)
      expect(refused, `${route}: contract relations of ${entity} refused`).toEqual([])
    })
  }

  for (const [route, entity] of Object.entries(ROUTE_ENTITY)) {
    it(`${route}: answers its ${entity} relations, and 400 to one it does not have`, async () => {
      const url = await urlOf(route)
      const call = callerOf(route)
      const relations = contractRelations(entity)
      if (relations.length > 0) {
        const paths = relationPaths(entity, 2).join(',')
        // A short page keeps the loading of every relation cheap.
        const page = isListQuery(schemaOf(route)) ? 'limit=5&' : ''
        const res = await call('GET', withQuery(url, `${page}expand=${paths}`))
        expect(res.status, `${url} expand=${paths}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200)
      }
      for (const wrong of ['not_a_relation', ...relations.slice(0, 1).map((r) => `${r}.not_a_relation`)]) {
        const bad = await call('GET', withQuery(url, `expand=${wrong}`))
        expect(bad.status, `${url} expand=${wrong}: ${JSON.stringify(bad.body).slice(0, 300)}`).toBe(400)
        expect(bad.body.message).toContain(wrong)
      }
    })
  }
})
