// Widget zones: a named contract per page. A widget names the zone(s) it renders in; pages render
// <WidgetZone name=…> at these points. Renaming a zone breaks plugins, so only add to this list.
const LIST_ZONES = [
  'product',
  'product_category',
  'order',
  'draft_order',
  'customer',
  'customer_group',
  'discount',
  'gift_card',
  'price_list',
  'inventory_item',
  'product_collection',
] as const

export type ZoneEntity = (typeof LIST_ZONES)[number]

export const WIDGET_ZONES = [
  ...LIST_ZONES.flatMap((entity) => [
    `${entity}.list.before`,
    `${entity}.list.after`,
    `${entity}.details.before`,
    `${entity}.details.after`,
  ]),
  'login.before',
  'login.after',
  'settings.before',
  'settings.after',
] as const

export type WidgetZoneName =
  | `${ZoneEntity}.${'list' | 'details'}.${'before' | 'after'}`
  | `${'login' | 'settings'}.${'before' | 'after'}`

export const isWidgetZone = (name: string): name is WidgetZoneName =>
  (WIDGET_ZONES as readonly string[]).includes(name)
