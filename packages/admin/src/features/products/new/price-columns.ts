import { useAdminRegions, useAdminStore } from '@mercato/react'
import { currencyKey, type PriceKey, regionKey } from './form-schema'

export interface PriceColumn {
  key: PriceKey
  currencyCode: string
  /** Set for a region column. */
  regionName?: string
}

/** A price per store currency, then one per region (in the region's currency). */
export function usePriceColumns(): { columns: PriceColumn[]; isLoading: boolean } {
  const { store, isLoading: storeLoading } = useAdminStore()
  const { regions, isLoading: regionsLoading } = useAdminRegions()
  const currencies = (store?.currencies ?? []).map((c) => c.code)
  const columns: PriceColumn[] = [
    ...currencies.map((code) => ({ key: currencyKey(code), currencyCode: code })),
    ...(regions ?? []).map((r) => ({
      key: regionKey(r.id),
      currencyCode: r.currency_code,
      regionName: r.name,
    })),
  ]
  return { columns, isLoading: storeLoading || regionsLoading }
}
