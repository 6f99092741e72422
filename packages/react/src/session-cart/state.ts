// The session cart's rules as pure functions (SPEC §3–5, CONTRACT §5.2), so they can be tested without React.
import type { ProductVariant, Region } from '@mercato/client'
import { getVariantPrice } from './prices'

export const SESSION_CART_KEY = 'medusa-session-cart'

/** What the cart needs of a variant; a full ProductVariant fits. */
export interface SessionVariant
  extends Partial<Omit<ProductVariant, 'id' | 'prices' | 'inventory_quantity'>> {
  id: string
  prices: { currency_code: string; amount: number }[]
  /** Quantities are capped at this when it is a number. */
  inventory_quantity?: number | null
}

export interface SessionCartItem {
  variant: SessionVariant
  quantity: number
  /** Unit price in minor units for the cart's region (0 when the variant has no price in its currency). */
  total: number
}

export type SessionCartItemInput = Omit<SessionCartItem, 'total'> & { total?: number }

export interface SessionCartState {
  region: Partial<Region>
  items: SessionCartItem[]
  /** Σ quantity. */
  totalItems: number
  /** Σ quantity × unit price, in minor units, tax excluded. */
  total: number
}

export const emptySessionCart = (): SessionCartState => ({ region: {}, items: [], totalItems: 0, total: 0 })

const isNonEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0

export function assertRegion(region: unknown): asserts region is Partial<Region> {
  if (!isNonEmptyObject(region)) throw new Error('region must be a non-empty object')
}

export function assertItem(item: unknown): asserts item is SessionCartItemInput {
  if (!isNonEmptyObject(item)) throw new Error('item must be a non-empty object')
}

export function assertItems(items: unknown): asserts items is SessionCartItemInput[] {
  if (!Array.isArray(items)) throw new Error('items must be an array of items')
}

function capToStock(variant: SessionVariant, quantity: number): number {
  const stock = variant.inventory_quantity
  return typeof stock === 'number' ? Math.min(quantity, stock) : quantity
}

/** Re-prices every line for the region and recomputes both totals. */
export function withTotals(region: Partial<Region>, items: SessionCartItemInput[]): SessionCartState {
  const priced = items.map((item) => ({ ...item, total: getVariantPrice(item.variant, region) }))
  return {
    region,
    items: priced,
    totalItems: priced.reduce((sum, item) => sum + item.quantity, 0),
    total: priced.reduce((sum, item) => sum + item.quantity * item.total, 0),
  }
}

export function setRegion(state: SessionCartState, region: Partial<Region>): SessionCartState {
  assertRegion(region)
  return withTotals(region, state.items)
}

/** Adds a line; a line of the same variant is replaced (quantities are not summed). */
export function addItem(state: SessionCartState, item: SessionCartItemInput): SessionCartState {
  assertItem(item)
  const exists = state.items.some((line) => line.variant.id === item.variant.id)
  const items = exists
    ? state.items.map((line) => (line.variant.id === item.variant.id ? item : line))
    : [...state.items, item]
  return withTotals(state.region, items)
}

export function updateItem(
  state: SessionCartState,
  variantId: string,
  patch: Partial<SessionCartItemInput>,
): SessionCartState {
  const items = state.items.map((line) => (line.variant.id === variantId ? { ...line, ...patch } : line))
  return withTotals(state.region, items)
}

function mapQuantity(state: SessionCartState, variantId: string, next: (line: SessionCartItem) => number) {
  return withTotals(
    state.region,
    state.items.map((line) => (line.variant.id === variantId ? { ...line, quantity: next(line) } : line)),
  )
}

/** Sets a quantity: zero or less becomes 1, and it never exceeds the variant's stock. */
export function updateItemQuantity(
  state: SessionCartState,
  variantId: string,
  quantity: number,
): SessionCartState {
  return mapQuantity(state, variantId, (line) => capToStock(line.variant, quantity <= 0 ? 1 : quantity))
}

export function incrementItemQuantity(state: SessionCartState, variantId: string): SessionCartState {
  return mapQuantity(state, variantId, (line) => capToStock(line.variant, line.quantity + 1))
}

/** Floors at 0 and keeps the line (remove it with removeItem). */
export function decrementItemQuantity(state: SessionCartState, variantId: string): SessionCartState {
  return mapQuantity(state, variantId, (line) => Math.max(0, line.quantity - 1))
}

export function removeItem(state: SessionCartState, variantId: string): SessionCartState {
  return withTotals(
    state.region,
    state.items.filter((line) => line.variant.id !== variantId),
  )
}

export function setItems(state: SessionCartState, items: SessionCartItemInput[]): SessionCartState {
  assertItems(items)
  return withTotals(state.region, items)
}

export function clearItems(state: SessionCartState): SessionCartState {
  return withTotals(state.region, [])
}
