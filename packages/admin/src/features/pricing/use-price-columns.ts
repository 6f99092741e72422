import { useAdminRegions, useAdminStore } from '@mercato/react'
import { useMemo } from 'react'
import { priceColumns } from './price-grid'

/** The price columns of the store: its currencies, then its regions (each priced in its currency). */
export function usePriceColumns() {
  const { store } = useAdminStore()
  const { regions } = useAdminRegions({ limit: 200 })
  return useMemo(
    () =>
      priceColumns(
        (store?.currencies ?? []).map((c) => c.code),
        regions ?? [],
      ),
    [store, regions],
  )
}
