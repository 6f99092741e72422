import { z } from 'zod'
import { csvList } from './list-query'

// The relations of the contract's entities (CONTRACT §3.1), as a graph: `expand` may name any path
// through it (`returns.shipping_method.shipping_option`), as Medusa v1 allows, and nothing else.

const GRAPH = {
  product: {
    images: 'image',
    options: 'product_option',
    variants: 'variant',
    tags: 'product_tag',
    type: 'product_type',
    collection: 'collection',
    profile: 'shipping_profile',
    profiles: 'shipping_profile',
    sales_channels: 'sales_channel',
    categories: 'category',
  },
  image: {},
  product_option: { values: 'option_value', product: 'product' },
  option_value: { option: 'product_option', variant: 'variant' },
  variant: {
    prices: 'money_amount',
    options: 'option_value',
    product: 'product',
    inventory_items: 'variant_inventory_item',
  },
  variant_inventory_item: { inventory_item: 'inventory_item', variant: 'variant' },
  money_amount: {
    currency: 'currency',
    price_list: 'price_list',
    region: 'region',
    variant: 'variant',
    variants: 'variant',
  },
  price_list: { customer_groups: 'customer_group', prices: 'money_amount' },
  collection: { products: 'product' },
  product_tag: {},
  product_type: {},
  category: { parent_category: 'category', category_children: 'category', products: 'product' },
  currency: {},
  country: { region: 'region' },
  region: {
    currency: 'currency',
    countries: 'country',
    tax_rates: 'tax_rate',
    payment_providers: 'provider',
    fulfillment_providers: 'provider',
  },
  tax_rate: {
    region: 'region',
    products: 'product',
    product_types: 'product_type',
    shipping_options: 'shipping_option',
  },
  provider: {},
  sales_channel: { locations: 'sales_channel_location' },
  sales_channel_location: {},
  stock_location: { address: 'address', sales_channels: 'sales_channel' },
  inventory_item: { location_levels: 'inventory_level', variants: 'variant' },
  inventory_level: {},
  reservation: { inventory_item: 'inventory_item', line_item: 'line_item' },
  customer: {
    billing_address: 'address',
    shipping_addresses: 'address',
    orders: 'order',
    groups: 'customer_group',
  },
  customer_group: { customers: 'customer', price_lists: 'price_list' },
  address: { country: 'country' },
  cart: {
    billing_address: 'address',
    shipping_address: 'address',
    items: 'line_item',
    region: 'region',
    discounts: 'discount',
    gift_cards: 'gift_card',
    customer: 'customer',
    payment_sessions: 'payment_session',
    payment_session: 'payment_session',
    payment: 'payment',
    shipping_methods: 'shipping_method',
    sales_channel: 'sales_channel',
  },
  line_item: { variant: 'variant', tax_lines: 'tax_line', adjustments: 'adjustment' },
  tax_line: {},
  adjustment: { discount: 'discount' },
  shipping_method: { shipping_option: 'shipping_option', tax_lines: 'tax_line' },
  shipping_option: {
    region: 'region',
    profile: 'shipping_profile',
    provider: 'provider',
    requirements: 'requirement',
  },
  requirement: {},
  shipping_profile: { products: 'product', shipping_options: 'shipping_option' },
  discount: { rule: 'discount_rule', parent_discount: 'discount', regions: 'region' },
  discount_rule: { conditions: 'discount_condition' },
  discount_condition: {
    products: 'product',
    product_types: 'product_type',
    product_tags: 'product_tag',
    product_collections: 'collection',
    customer_groups: 'customer_group',
  },
  gift_card: { region: 'region', order: 'order' },
  gift_card_transaction: { gift_card: 'gift_card', order: 'order' },
  payment_session: {},
  payment: { currency: 'currency' },
  refund: { payment: 'payment', order: 'order' },
  payment_collection: {
    payment_sessions: 'payment_session',
    payments: 'payment',
    region: 'region',
    currency: 'currency',
  },
  order: {
    customer: 'customer',
    billing_address: 'address',
    shipping_address: 'address',
    region: 'region',
    currency: 'currency',
    discounts: 'discount',
    gift_cards: 'gift_card',
    shipping_methods: 'shipping_method',
    payments: 'payment',
    fulfillments: 'fulfillment',
    returns: 'return',
    claims: 'claim',
    refunds: 'refund',
    swaps: 'swap',
    draft_order: 'draft_order',
    items: 'line_item',
    edits: 'order_edit',
    gift_card_transactions: 'gift_card_transaction',
    sales_channel: 'sales_channel',
  },
  fulfillment: { items: 'fulfillment_item', tracking_links: 'tracking_link', provider: 'provider' },
  fulfillment_item: { item: 'line_item', fulfillment: 'fulfillment' },
  tracking_link: {},
  return: { items: 'return_item', shipping_method: 'shipping_method', order: 'order' },
  return_item: { item: 'line_item', reason: 'return_reason' },
  return_reason: { parent_return_reason: 'return_reason', return_reason_children: 'return_reason' },
  swap: {
    order: 'order',
    additional_items: 'line_item',
    return_order: 'return',
    fulfillments: 'fulfillment',
    payment: 'payment',
    shipping_address: 'address',
    shipping_methods: 'shipping_method',
    cart: 'cart',
  },
  claim: {
    order: 'order',
    claim_items: 'claim_item',
    additional_items: 'line_item',
    return_order: 'return',
    shipping_methods: 'shipping_method',
    fulfillments: 'fulfillment',
    shipping_address: 'address',
  },
  claim_item: { item: 'line_item', variant: 'variant', images: 'image', tags: 'claim_tag' },
  claim_tag: {},
  order_edit: {
    changes: 'order_item_change',
    items: 'line_item',
    order: 'order',
    payment_collection: 'payment_collection',
  },
  order_item_change: { line_item: 'line_item', original_line_item: 'line_item' },
  draft_order: { cart: 'cart', order: 'order' },
  store: { currencies: 'currency', default_currency: 'currency', default_sales_channel: 'sales_channel' },
  user: {},
  publishable_api_key: {},
  note: { author: 'user' },
  notification: {
    resends: 'notification',
    parent_notification: 'notification',
    customer: 'customer',
    provider: 'provider',
  },
  batch_job: { created_by_user: 'user' },
} as const satisfies Record<string, Record<string, string>>

export type ContractEntity = keyof typeof GRAPH

/** Whether `path` (dot-separated) walks the contract's relations from `entity`. */
export function isContractRelation(entity: ContractEntity, path: string): boolean {
  let at: ContractEntity = entity
  for (const step of path.split('.')) {
    const next = (GRAPH[at] as Record<string, ContractEntity>)[step]
    if (!next) return false
    at = next
  }
  return true
}

/** Every relation path from `entity` up to `depth` steps (`items`, `items.variant`, …). */
export function relationPaths(entity: ContractEntity, depth = 2): string[] {
  const out: string[] = []
  const walk = (at: ContractEntity, prefix: string, left: number) => {
    for (const [name, next] of Object.entries(GRAPH[at]) as [string, ContractEntity][]) {
      const path = prefix ? `${prefix}.${name}` : name
      out.push(path)
      if (left > 1) walk(next, path, left - 1)
    }
  }
  walk(entity, '', depth)
  return out
}

/** The relation names of `entity` itself (the first step of any path). */
export function contractRelations(entity: ContractEntity): string[] {
  return Object.keys(GRAPH[entity])
}

/** The paths in `expand` that are neither contract relations of `entity` nor route-specific `extras`. */
export function unknownRelations(entity: ContractEntity, expand: string[], extras: readonly string[] = []) {
  return expand.filter((e) => !extras.includes(e) && !isContractRelation(entity, e))
}

/** For `listQuerySchema({ allowExpand })`: contract relation paths of `entity`, plus route `extras`. */
export function contractExpand(entity: ContractEntity, extras: readonly string[] = []) {
  return (path: string) => extras.includes(path) || isContractRelation(entity, path)
}

/** `?expand=&fields=` of a single-resource route, where `expand` names any relation path of `entity`. */
export function contractRetrieveQuery(entity: ContractEntity, extras: readonly string[] = []) {
  return z.strictObject({ expand: csvList.optional(), fields: csvList.optional() }).superRefine((v, ctx) => {
    const bad = unknownRelations(entity, v.expand ?? [], extras)
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['expand'],
        message: `Requested fields [${bad.join(', ')}] are not valid`,
      })
  })
}

/** An `expand` parameter naming relation paths of `entity` only, for a query that has other keys too. */
export function contractExpandParam(entity: ContractEntity, extras: readonly string[] = []) {
  return csvList.superRefine((paths, ctx) => {
    const bad = unknownRelations(entity, paths, extras)
    if (bad.length > 0)
      ctx.addIssue({ code: 'custom', message: `Requested fields [${bad.join(', ')}] are not valid` })
  })
}

/** The first step of each expanded path: what a loader that serves one level must load. */
export function topRelations(expand: string[]): Set<string> {
  return new Set(expand.map((e) => e.split('.')[0]!))
}
