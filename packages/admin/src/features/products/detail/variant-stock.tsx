import type { InventoryLevel, ProductVariant } from '@mercato/client'
import { useAdminStockLocations, useAdminVariantsInventory } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { StockAtLocationModal } from './stock-at-location-modal'

/**
 * Stock per location when the variant is linked to inventory items, else the variant's own
 * inventory_quantity and a way to start keeping it at a stock location.
 */
export function VariantStock({ variant }: { variant: ProductVariant }) {
  const { t } = useTranslation('product-detail')
  const [stocking, setStocking] = useState(false)
  const { variant: inventory } = useAdminVariantsInventory(variant.id, { enabled: variant.manage_inventory })
  const { stock_locations } = useAdminStockLocations(undefined, { enabled: variant.manage_inventory })
  const items = (inventory?.inventory ?? []) as { id: string; location_levels?: InventoryLevel[] }[]
  const levels = items.flatMap((item) => item.location_levels ?? [])
  if (!variant.manage_inventory) return <span className="text-gray-500">{t('variants.not_managed')}</span>
  if (!levels.length)
    return (
      <div className="flex flex-col items-start gap-1">
        <span>{t('variants.in_stock', { quantity: variant.inventory_quantity })}</span>
        {/* Only one item is offered a level here; kits of several items are set up in the inventory. */}
        {!!stock_locations?.length && items.length <= 1 && (
          <Button
            size="small"
            variant="secondary"
            className="whitespace-nowrap"
            aria-label={t('stock.open', { title: variant.title })}
            onClick={() => setStocking(true)}
          >
            {t('stock.button')}
          </Button>
        )}
        {stocking && stock_locations && (
          <StockAtLocationModal
            variant={variant}
            itemId={items[0]?.id}
            locations={stock_locations}
            onClose={() => setStocking(false)}
          />
        )}
      </div>
    )
  const nameOf = (id: string) => stock_locations?.find((l) => l.id === id)?.name ?? id
  return (
    <ul className="flex flex-col gap-0.5">
      {levels.map((level) => (
        <li key={level.id} className="whitespace-nowrap">
          {t('variants.at_location', {
            location: nameOf(level.location_id),
            quantity: level.stocked_quantity,
          })}
        </li>
      ))}
    </ul>
  )
}
