import type { LineItem } from '@mercato/client'
import { useTranslation } from 'react-i18next'

/** A line's product and variant, as one name (the variant is the line's description). */
export const lineName = (item: Pick<LineItem, 'title' | 'description'>) =>
  item.description ? `${item.title}, ${item.description}` : item.title

/** One number input per line, 0 to the line's limit; used to pick what to fulfil or return. */
export function QuantityTable({
  items,
  limits,
  value,
  onChange,
}: {
  items: LineItem[]
  limits: Record<string, number>
  value: Record<string, number>
  onChange: (value: Record<string, number>) => void
}) {
  const { t } = useTranslation('orders')
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-4 py-2 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium text-gray-900">{item.title}</p>
            {/* The variant: two lines of one product must not read alike. */}
            {item.description && <p className="truncate text-xs text-gray-500">{item.description}</p>}
            <p className="text-xs text-gray-500">
              {t('quantities.available', { quantity: limits[item.id] ?? 0 })}
            </p>
          </div>
          <input
            type="number"
            min={0}
            max={limits[item.id] ?? 0}
            step={1}
            aria-label={t('quantities.label', { item: lineName(item) })}
            value={Number.isNaN(value[item.id]) ? '' : (value[item.id] ?? 0)}
            onChange={(e) =>
              onChange({ ...value, [item.id]: e.target.value === '' ? Number.NaN : Number(e.target.value) })
            }
            className="h-9 w-20 rounded-lg border border-gray-300 px-2 text-end text-sm tabular-nums"
          />
        </li>
      ))}
    </ul>
  )
}
