import type { InventoryLevel, ProductVariant } from '@mercato/client'
import { useAdminStockLocations, useAdminVariantsInventory } from '@mercato/react'
import { useTranslation } from 'react-i18next'

/**
 * Stock per location when the variant is linked to inventory items, else the variant's own
 * inventory_quantity.
 */
export function VariantStock({ variant }: { variant: ProductVariant }) {
  const { t } = useTranslation('product-detail')
  const { variant: inventory } = useAdminVariantsInventory(variant.id, { enabled: variant.manage_inventory })
  const { stock_locations } = useAdminStockLocations(undefined, { enabled: variant.manage_inventory })
  const levels = (inventory?.inventory ?? []).flatMap(
    (item) => ((item as { location_levels?: InventoryLevel[] }).location_levels ?? []) as InventoryLevel[],
  )
  if (!variant.manage_inventory) return <span className="text-gray-500">{t('variants.not_managed')}</span>
  if (!levels.length) return <span>{t('variants.in_stock', { quantity: variant.inventory_quantity })}</span>
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
