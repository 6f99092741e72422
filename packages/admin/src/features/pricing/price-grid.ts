import { parseMajorInput } from '../../components/ui/form/money'
import type { MoneyAmount, ProductVariant, Region } from '@mercato/client'

/** A column of the price editor: a currency of the store, or a region (priced in its currency). */
export interface PriceColumn {
  key: string
  currency_code: string
  region_id?: string
  label: string
}

/**
 * A drafted cell: minor units, null for "no price in this list", or the text as typed while it is not an
 * amount (kept so the cell still shows it, wherever the cell is rendered again).
 */
export type CellDraft = number | null | string

/** Drafted cells by cell key. */
export type PriceDrafts = ReadonlyMap<string, CellDraft>

/** A cell's typed text as a draft: its amount in minor units, null when empty, else the text itself. */
export function cellDraft(text: string, currencyCode: string): CellDraft {
  const minor = parseMajorInput(text, currencyCode)
  return minor === null || (!Number.isNaN(minor) && minor >= 0) ? minor : text
}

export const isInvalidDraft = (draft: CellDraft | undefined): draft is string => typeof draft === 'string'

export const cellKey = (variantId: string, column: PriceColumn) => `${variantId}|${column.key}`

export function priceColumns(
  currencyCodes: string[],
  regions: Pick<Region, 'id' | 'name' | 'currency_code'>[],
) {
  const columns: PriceColumn[] = currencyCodes.map((code) => ({
    key: `c:${code}`,
    currency_code: code,
    label: code.toUpperCase(),
  }))
  for (const region of regions)
    columns.push({
      key: `r:${region.id}`,
      currency_code: region.currency_code,
      region_id: region.id,
      label: `${region.name} (${region.currency_code.toUpperCase()})`,
    })
  return columns
}

const matches = (price: MoneyAmount, column: PriceColumn) =>
  column.region_id
    ? price.region_id === column.region_id
    : !price.region_id && price.currency_code === column.currency_code

/** Quantity tiers are not edited in the grid: a cell is the price that holds for any quantity. */
const isPlain = (price: MoneyAmount) => price.min_quantity == null && price.max_quantity == null

/** The list's own price of each cell, by cell key. */
export function listPriceIndex(prices: MoneyAmount[], columns: PriceColumn[]) {
  const index = new Map<string, MoneyAmount>()
  for (const price of prices) {
    if (!price.variant_id || !isPlain(price)) continue
    const column = columns.find((c) => matches(price, c))
    if (column) index.set(cellKey(price.variant_id, column), price)
  }
  return index
}

/** The variant's regular price for a column: what a percentage off is taken from. */
export function basePrice(variant: Pick<ProductVariant, 'prices'>, column: PriceColumn) {
  return (variant.prices ?? []).find((p) => !p.price_list_id && isPlain(p) && matches(p, column))?.amount
}

export type BulkRule =
  | { kind: 'amount'; amounts: Record<string, number> }
  | { kind: 'percentOff'; percent: number }

/**
 * Drafts one rule for many cells: a fixed amount per column, or a percentage off each variant's base
 * price (rounded to the minor unit; cells without a base price are left alone).
 */
export function applyBulk(
  variants: Pick<ProductVariant, 'id' | 'prices'>[],
  columns: PriceColumn[],
  rule: BulkRule,
  drafts: PriceDrafts,
) {
  const next = new Map(drafts)
  for (const variant of variants)
    for (const column of columns) {
      if (rule.kind === 'amount') {
        const amount = rule.amounts[column.key]
        if (amount !== undefined) next.set(cellKey(variant.id, column), amount)
        continue
      }
      const base = basePrice(variant, column)
      if (base === undefined) continue
      next.set(cellKey(variant.id, column), Math.max(0, Math.round((base * (100 - rule.percent)) / 100)))
    }
  return next
}

export interface PriceBatch {
  /** Prices to write in one batch call (existing ones by id). */
  prices: { id?: string; variant_id: string; amount: number; currency_code?: string; region_id?: string }[]
  /** Ids of list prices whose cell was emptied. */
  removedIds: string[]
  /** Cells whose text is not an amount (or is below zero): nothing is saved while there are any. */
  invalid: string[]
}

/**
 * What saving the drafts means: the batch to post and the prices to delete, unchanged cells skipped
 * (a typed amount equal to the list's, or an emptied cell that had no list price, changes nothing).
 */
export function priceBatch(drafts: PriceDrafts, index: Map<string, MoneyAmount>, columns: PriceColumn[]) {
  const batch: PriceBatch = { prices: [], removedIds: [], invalid: [] }
  const byKey = new Map(columns.map((c) => [c.key, c]))
  for (const [key, amount] of drafts) {
    const [variantId = '', columnKey = ''] = key.split('|')
    const column = byKey.get(columnKey)
    if (!column) continue
    const existing = index.get(key)
    if (isInvalidDraft(amount)) batch.invalid.push(key)
    else if (amount === null) {
      if (existing) batch.removedIds.push(existing.id)
    } else if (existing?.amount !== amount)
      batch.prices.push({
        ...(existing ? { id: existing.id } : {}),
        variant_id: variantId,
        amount,
        ...(column.region_id ? { region_id: column.region_id } : { currency_code: column.currency_code }),
      })
  }
  return batch
}

/** Whether saving would change anything, or is held back by cells that are not amounts. */
export const hasPendingChanges = (batch: PriceBatch) =>
  batch.prices.length + batch.removedIds.length + batch.invalid.length > 0
