import type { InventoryLevel } from '@mercato/client'
import {
  adminInventoryItemsKeys,
  adminVariantKeys,
  useAdminStockLocations,
  useAdminVariantsInventory,
  useInvalidatingMutation,
  useMercato,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../../components/ui/input-field'
import { countProblem } from './variant-schema'

export interface LevelChange {
  location_id: string
  stocked_quantity: number
}

type Item = { id: string; location_levels?: InventoryLevel[] }

/**
 * The variant's stock where it is kept at stock locations, as the variant dialog edits it: one field
 * per location of its inventory item. A kit of several items is left to the inventory pages, where
 * each item has its own levels.
 */
export function useLevelEditor(variantId: string | undefined) {
  const { client } = useMercato()
  const { variant: stock } = useAdminVariantsInventory(variantId ?? '', { enabled: !!variantId })
  const { stock_locations } = useAdminStockLocations(undefined, { enabled: !!variantId })
  const items = (stock?.inventory ?? []) as Item[]
  const item = items.length === 1 ? items[0] : undefined
  const levels = item?.location_levels ?? []
  const [texts, setTexts] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useInvalidatingMutation(
    (changes: LevelChange[]) =>
      Promise.all(
        changes.map(({ location_id, stocked_quantity }) =>
          client.admin.inventoryItems.updateLocationLevel(item!.id, location_id, { stocked_quantity }),
        ),
      ),
    [adminVariantKeys.all, adminInventoryItemsKeys.all],
  )
  const textOf = (level: InventoryLevel) => texts[level.location_id] ?? String(level.stocked_quantity)

  /** The changed levels, or null (with the fields' errors shown) when one cannot be saved. */
  const changes = (): LevelChange[] | null => {
    const found: Record<string, string> = {}
    const out: LevelChange[] = []
    for (const level of levels) {
      const text = textOf(level).trim()
      if (!/^\d+$/.test(text)) found[level.location_id] = countProblem(text) ?? 'errors.whole_number'
      // The server refuses it too; said here so nothing is written before the dialog can say why.
      else if (Number(text) < level.reserved_quantity) found[level.location_id] = 'errors.below_reserved'
      else if (Number(text) !== level.stocked_quantity)
        out.push({ location_id: level.location_id, stocked_quantity: Number(text) })
    }
    setErrors(found)
    return Object.keys(found).length ? null : out
  }

  return {
    /** Whether the variant keeps stock in inventory items (its own count is then neither shown nor sent). */
    kept: items.length > 0,
    itemId: item?.id ?? items[0]?.id,
    levels,
    locationName: (id: string) => stock_locations?.find((l) => l.id === id)?.name ?? id,
    textOf,
    setText: (locationId: string, text: string) => {
      setTexts((t) => ({ ...t, [locationId]: text }))
      // A corrected field stops saying what was wrong; the next save checks it again.
      setErrors(({ [locationId]: _, ...rest }) => rest)
    },
    errors,
    changes,
    save,
  }
}

export type LevelEditor = ReturnType<typeof useLevelEditor>

/** One stock field per location, saying what orders have reserved there. */
export function LevelFields({ editor }: { editor: LevelEditor }) {
  const { t } = useTranslation('product-detail')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {editor.levels.map((level) => {
        const error = editor.errors[level.location_id]
        return (
          <div key={level.id} className="flex flex-col gap-1">
            <InputField
              label={t('variant.stock_at', { location: editor.locationName(level.location_id) })}
              inputMode="numeric"
              value={editor.textOf(level)}
              onChange={(e) => editor.setText(level.location_id, e.target.value)}
              errors={error ? t(error, { count: level.reserved_quantity }) : undefined}
            />
            {level.reserved_quantity > 0 && (
              <p className="text-xs text-gray-500">
                {t('variant.reserved', { count: level.reserved_quantity })}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
