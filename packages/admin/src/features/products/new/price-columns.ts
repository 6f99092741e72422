import { useAdminRegions, useAdminStore } from '@mercato/react'
import { currencyKey, type PriceKey, regionKey } from './form-schema'

export interface PriceColumn {
  key: PriceKey
  currencyCode: string
  /** Set for a region column. */
  regionName?: string
  /**
   * Whether the prices typed in this column already contain tax: a currency's own setting for a currency
   * column, the region's for a region column (Medusa's tax-inclusive pricing).
   */
  includesTax?: boolean
}

/** A price per store currency, then one per region (in the region's currency). */
export function usePriceColumns(): { columns: PriceColumn[]; isLoading: boolean } {
  const { store, isLoading: storeLoading } = useAdminStore()
  const { regions, isLoading: regionsLoading } = useAdminRegions()
  const columns: PriceColumn[] = [
    ...(store?.currencies ?? []).map((c) => ({
      key: currencyKey(c.code),
      currencyCode: c.code,
      includesTax: Boolean(c.includes_tax),
    })),
    ...(regions ?? []).map((r) => ({
      key: regionKey(r.id),
      currencyCode: r.currency_code,
      regionName: r.name,
      includesTax: Boolean(r.includes_tax),
    })),
  ]
  return { columns, isLoading: storeLoading || regionsLoading }
}

/**
 * The currency columns with whether their prices include tax, for a note next to the prices:
 * "EUR incl. tax · USD excl. tax" (`label` words one column).
 */
export function taxBasisText(
  columns: PriceColumn[],
  label: (key: 'variants.inclTax' | 'variants.exclTax', currency: string) => string,
): string {
  return columns
    .filter((c) => !c.regionName)
    .map((c) => label(c.includesTax ? 'variants.inclTax' : 'variants.exclTax', c.currencyCode.toUpperCase()))
    .join(' · ')
}
