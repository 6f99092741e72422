import type { MoneyAmount } from '@mercato/client'
import type { CellDraft, PriceColumn } from './price-grid'

/**
 * A quantity price of a list being edited: from `min` to `max` units (either may be open) the variant
 * costs `amount` in the column's currency or region. Quantities are kept as typed, the amount in minor
 * units as a grid cell drafts it (null while empty, the typed text while not an amount).
 */
export interface TierDraft {
  /** Tells rows apart while editing; an existing price's id, or a new row's number. */
  key: string
  id?: string
  column: string
  min: string
  max: string
  amount: CellDraft
}

export type TierError = 'amount' | 'quantity' | 'bounds' | 'order' | 'overlap'

const columnOf = (price: MoneyAmount, columns: PriceColumn[]) =>
  columns.find((c) =>
    c.region_id
      ? price.region_id === c.region_id
      : !price.region_id && price.currency_code === c.currency_code,
  )

const isTiered = (p: MoneyAmount) => p.min_quantity != null || p.max_quantity != null

/** The list's quantity prices of a variant that fall in a column, ordered by column and quantity. */
export function listTiers(prices: MoneyAmount[], variantId: string, columns: PriceColumn[]): TierDraft[] {
  const order = new Map(columns.map((c, i) => [c.key, i]))
  const tiers: TierDraft[] = []
  for (const p of prices) {
    if (p.variant_id !== variantId || !isTiered(p)) continue
    const column = columnOf(p, columns)
    if (!column) continue
    tiers.push({
      key: p.id,
      id: p.id,
      column: column.key,
      min: p.min_quantity == null ? '' : String(p.min_quantity),
      max: p.max_quantity == null ? '' : String(p.max_quantity),
      amount: p.amount,
    })
  }
  const low = (t: TierDraft) => (t.min === '' ? 0 : Number(t.min))
  return tiers.sort((a, b) => (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0) || low(a) - low(b))
}

/** How many quantity prices of the list a variant has. */
export const tierCount = (prices: MoneyAmount[], variantId: string) =>
  prices.filter((p) => p.variant_id === variantId && isTiered(p)).length

/** A typed quantity: '' for open, a whole number from 1, or NaN. */
function quantityOf(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : Number.NaN
}

/**
 * What is wrong with each row, by key: an amount that is missing or not an amount, a quantity that is
 * not a whole number from 1, no bound at all (that is the cell's plain price), a maximum below the
 * minimum, or a range that shares a quantity with an earlier row of the same column (the price of that
 * quantity would be a guess).
 */
export function tierErrors(tiers: TierDraft[]): Map<string, TierError> {
  const errors = new Map<string, TierError>()
  const ranges = new Map<string, Array<[number, number]>>()
  for (const t of tiers) {
    const min = quantityOf(t.min)
    const max = quantityOf(t.max)
    if (typeof t.amount !== 'number') errors.set(t.key, 'amount')
    else if (Number.isNaN(min) || Number.isNaN(max)) errors.set(t.key, 'quantity')
    else if (min === null && max === null) errors.set(t.key, 'bounds')
    else if (min !== null && max !== null && max < min) errors.set(t.key, 'order')
    if (errors.has(t.key)) continue
    const range: [number, number] = [min ?? 1, max ?? Number.POSITIVE_INFINITY]
    const taken = ranges.get(t.column) ?? []
    if (taken.some(([a, b]) => range[0] <= b && a <= range[1])) errors.set(t.key, 'overlap')
    else ranges.set(t.column, [...taken, range])
  }
  return errors
}

export interface TierBatch {
  prices: Array<{
    id?: string
    variant_id: string
    amount: number
    currency_code?: string
    region_id?: string
    min_quantity: number | null
    max_quantity: number | null
  }>
  removedIds: string[]
}

/**
 * The writes that turn the variant's saved quantity prices into the edited ones: new and changed rows
 * in one batch (changed ones by id), removed rows by id. Call only when `tierErrors` is empty.
 */
export function tierBatch(
  saved: TierDraft[],
  edited: TierDraft[],
  variantId: string,
  columns: PriceColumn[],
): TierBatch {
  const byKey = new Map(columns.map((c) => [c.key, c]))
  const before = new Map(saved.map((t) => [t.key, t]))
  const batch: TierBatch = { prices: [], removedIds: [] }
  const kept = new Set<string>()
  for (const t of edited) {
    const column = byKey.get(t.column)
    if (!column || typeof t.amount !== 'number') continue
    const old = t.id ? before.get(t.key) : undefined
    if (old) kept.add(old.key)
    if (old && old.column === t.column && old.min === t.min && old.max === t.max && old.amount === t.amount)
      continue
    // An existing price is updated in place, its column (currency or region) included.
    batch.prices.push({
      ...(old ? { id: old.id } : {}),
      variant_id: variantId,
      amount: t.amount,
      ...(column.region_id ? { region_id: column.region_id } : { currency_code: column.currency_code }),
      min_quantity: quantityOf(t.min),
      max_quantity: quantityOf(t.max),
    })
  }
  for (const t of saved) if (!kept.has(t.key) && t.id) batch.removedIds.push(t.id)
  return batch
}

export interface OwnPrice {
  id?: string
  currency_code?: string
  region_id?: string
  amount: number
  min_quantity?: number | null
  max_quantity?: number | null
}

/**
 * A variant's own prices after its quantity prices were edited, for a variant update (which replaces
 * all of them): the plain prices and any tier outside the editor's columns as they were, then the
 * edited rows (existing ones by id). Price-list prices are not the variant's own and stay out.
 */
export function ownPricesWithTiers(
  prices: MoneyAmount[],
  edited: TierDraft[],
  columns: PriceColumn[],
): OwnPrice[] {
  const own = prices.filter((p) => !p.price_list_id)
  const byKey = new Map(columns.map((c) => [c.key, c]))
  const out: OwnPrice[] = own
    .filter((p) => !isTiered(p) || !columnOf(p, columns))
    .map((p) => ({
      id: p.id,
      ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }),
      amount: p.amount,
      min_quantity: p.min_quantity ?? null,
      max_quantity: p.max_quantity ?? null,
    }))
  for (const t of edited) {
    const column = byKey.get(t.column)
    if (!column || typeof t.amount !== 'number') continue
    out.push({
      ...(t.id ? { id: t.id } : {}),
      ...(column.region_id ? { region_id: column.region_id } : { currency_code: column.currency_code }),
      amount: t.amount,
      min_quantity: quantityOf(t.min),
      max_quantity: quantityOf(t.max),
    })
  }
  return out
}
