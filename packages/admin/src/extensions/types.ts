import type {
  Customer,
  CustomerGroup,
  Discount,
  DraftOrder,
  GiftCard,
  InventoryItem,
  Order,
  PriceList,
  Product,
  ProductCategory,
  ProductCollection,
} from '@mercato/client'
import type { ComponentType } from 'react'
import type { Notify } from '../components/ui/notify'
import type { WidgetZoneName, ZoneEntity } from './zones'

export interface WidgetConfig<Z extends WidgetZoneName = WidgetZoneName> {
  type: 'widget'
  zone: Z | Z[]
}

export interface RouteConfig {
  type: 'route'
  /** Path under /app/a/, e.g. 'reviews'. */
  path: string
  /** Shown in the sidebar when present. */
  link?: { label: string; icon?: ComponentType }
}

export interface SettingConfig {
  type: 'setting'
  /** Path under /app/a/settings/, e.g. 'loyalty'. */
  path: string
  card: { label: string; description: string; icon?: ComponentType }
}

export type ExtensionConfig = WidgetConfig | RouteConfig | SettingConfig

/** Props every extension component receives. */
export interface ExtensionProps {
  notify: Notify
}

type EveryEntity<T extends Record<ZoneEntity, object>> = T

/**
 * The record a detail page hands the widgets of its `<entity>.details.*` zones: the entity in camelCase,
 * as Medusa v1's admin widgets name theirs (`product`, `draftOrder`, `customerGroup`, …).
 */
export type DetailRecords = EveryEntity<{
  product: { product: Product }
  product_category: { productCategory: ProductCategory }
  order: { order: Order }
  draft_order: { draftOrder: DraftOrder }
  customer: { customer: Customer }
  customer_group: { customerGroup: CustomerGroup }
  discount: { discount: Discount }
  gift_card: { giftCard: GiftCard }
  price_list: { priceList: PriceList }
  inventory_item: { inventoryItem: InventoryItem }
  product_collection: { productCollection: ProductCollection }
}>

export type DetailZone<E extends ZoneEntity = ZoneEntity> = `${E}.details.${'before' | 'after'}`

/** What a zone hands its widgets besides `notify`: the page's record on detail zones, nothing elsewhere. */
export type ZoneRecord<Z extends WidgetZoneName> = Z extends `${infer E extends ZoneEntity}.details.${string}`
  ? DetailRecords[E]
  : unknown

/** The props of a widget in zone Z, e.g. `WidgetProps<'product.details.after'>` is `{ notify, product }`. */
export type WidgetProps<Z extends WidgetZoneName> = ExtensionProps & ZoneRecord<Z>

/**
 * A widget entry. A component that needs only `notify` may go in any zone(s); one that reads a record
 * goes in the detail zones of that record's entity, e.g. `product.details.before` and/or `.after`.
 */
export type WidgetEntry =
  | { Component: ComponentType<ExtensionProps>; config: WidgetConfig }
  | {
      [E in ZoneEntity]: {
        Component: ComponentType<WidgetProps<DetailZone<E>>>
        config: WidgetConfig<DetailZone<E>>
      }
    }[ZoneEntity]

/**
 * One entry of a plugin: a component with a config (widget, route or setting),
 * or a page (a `page` component mounted at `path`, like a route without a sidebar link).
 */
export type ExtensionEntry =
  | { Component: ComponentType<ExtensionProps>; config: RouteConfig | SettingConfig }
  | WidgetEntry
  | { page: ComponentType<ExtensionProps>; path: string }

export interface Plugin {
  name: string
  entries: ExtensionEntry[]
}

export interface RouteExtension {
  path: string
  Component: ComponentType<ExtensionProps>
  link?: RouteConfig['link']
  plugin: string
}

export interface SettingExtension {
  path: string
  Component: ComponentType<ExtensionProps>
  card: SettingConfig['card']
  plugin: string
}

export interface WidgetExtension {
  /** Typed per zone where it is declared (WidgetEntry); a zone renders it with its own record. */
  Component: ComponentType<ExtensionProps & Record<string, unknown>>
  plugin: string
}

export interface ExtensionRegistry {
  routes: RouteExtension[]
  settings: SettingExtension[]
  widgets: Partial<Record<WidgetZoneName, WidgetExtension[]>>
}
