import type { PricedVariant } from '@mercato/client'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { InputField } from '../../../../components/ui/input-field'
import { notify } from '../../../../components/ui/notify'
import {
  type CustomItem,
  CustomItemForm,
  PriceText,
  shownPrice,
  VariantSearch,
  variantLabel,
} from '../../variant-search'
import type { DraftLine, NewDraftForm } from '../draft-form'
import { useFormRegion } from './use-form-region'

let nextKey = 0
const newKey = () => `line-${++nextKey}`

/** Step 2: catalogue variants found by search, and custom items with their own title and price. */
export function ItemsStep() {
  const { t } = useTranslation('draft-orders')
  const { control, setValue } = useFormContext<NewDraftForm>()
  const items = useWatch({ control, name: 'items' })
  const region = useFormRegion()
  const currency = region?.currency_code ?? 'usd'

  const update = (next: DraftLine[]) => setValue('items', next, { shouldDirty: true })
  // The chosen lines are below the search, often out of sight: each add is said.
  const addVariant = (v: PricedVariant) => {
    const existing = items.find((l) => l.variant_id === v.id)
    if (existing) {
      const quantity = existing.quantity + 1
      update(items.map((l) => (l === existing ? { ...l, quantity } : l)))
      notify.success(t('toast.quantityRaised', { title: existing.title, quantity }))
    } else {
      const price = shownPrice(v)
      update([
        ...items,
        {
          key: newKey(),
          variant_id: v.id,
          title: variantLabel(v),
          unit_price: price?.amount ?? null,
          includes_tax: price?.includesTax ?? false,
          quantity: 1,
          profile_id: v.product?.profile_id ?? null,
        },
      ])
      notify.success(t('toast.itemAdded', { title: variantLabel(v) }))
    }
  }
  const addCustom = (item: CustomItem) => {
    update([...items, { key: newKey(), ...item }])
    notify.success(t('toast.itemAdded', { title: item.title }))
    return undefined
  }

  return (
    <>
      <h3 className="text-sm font-semibold text-gray-900">{t('items.catalogue')}</h3>
      <VariantSearch regionId={region?.id} currency={currency} onPick={addVariant} />
      <CustomItemForm currency={currency} onAdd={addCustom} />
      <LinesTable lines={items} currency={currency} onChange={update} />
    </>
  )
}

function LinesTable({
  lines,
  currency,
  onChange,
}: {
  lines: DraftLine[]
  currency: string
  onChange: (next: DraftLine[]) => void
}) {
  const { t } = useTranslation('draft-orders')
  if (!lines.length) return <p className="text-sm text-gray-500">{t('items.none')}</p>
  const setQuantity = (key: string, text: string) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, quantity: Number.parseInt(text, 10) || 0 } : l)))
  return (
    <table className="w-full text-sm" aria-label={t('items.chosen')}>
      <thead>
        <tr className="text-xs text-gray-500">
          <th className="py-1 text-start font-medium">{t('items.item')}</th>
          <th className="py-1 text-end font-medium">{t('items.unitPrice')}</th>
          <th className="py-1 text-end font-medium">{t('items.quantity')}</th>
          <th className="py-1">
            <span className="sr-only">{t('items.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-t border-gray-100">
            <td className="py-2 text-gray-900">{line.title}</td>
            <td className="py-2 text-end tabular-nums">
              {line.unit_price == null ? (
                '—'
              ) : (
                <PriceText amount={line.unit_price} includesTax={line.includes_tax} currency={currency} />
              )}
            </td>
            <td className="w-40 py-2 ps-4">
              <InputField
                type="number"
                min={1}
                aria-label={t('items.quantityOf', { title: line.title })}
                value={line.quantity}
                onChange={(e) => setQuantity(line.key, e.target.value)}
              />
            </td>
            <td className="py-2 text-end">
              <Button
                size="small"
                variant="ghost"
                aria-label={t('items.removeItem', { title: line.title })}
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                {t('items.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
