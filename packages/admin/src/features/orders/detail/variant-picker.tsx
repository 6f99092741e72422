import type { PricedVariant } from '@mercato/client'
import { useAdminVariants } from '@mercato/react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { formatMoney } from '../../../lib/format'

/** A catalogue variant chosen for a swap, claim or edit, with how many. */
export interface PickedVariant {
  variant_id: string
  title: string
  /**
   * Unit price in the order's region (minor units), when the catalogue has one: the region's price, which
   * the line is written with; it carries its tax inside where `includes_tax` says so.
   */
  price: number | null
  includes_tax?: boolean
  /** The unit's worth with its tax, for what the picked items come to. */
  price_incl_tax?: number | null
  quantity: number
  /** The product's shipping profile, which decides the options it may go out by. */
  profile_id?: string | null
}

export const variantTitle = (v: PricedVariant) =>
  [v.product?.title, v.title].filter((part) => part && part !== 'Default').join(' · ') || v.id

const unitPrice = (v: PricedVariant) => v.calculated_price ?? null
const includesTax = (v: PricedVariant) => v.calculated_price_includes_tax === true

const variantProfile = (v: PricedVariant) => ({
  profile_id: v.product?.profile_id ?? null,
})

/** Value of the picked variants at their catalogue prices, taxes included. */
export const pickedValue = (picked: PickedVariant[]) =>
  picked.reduce((sum, p) => sum + (p.price_incl_tax ?? p.price ?? 0) * p.quantity, 0)

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** Searches the catalogue, priced for the order's region, and keeps a list of chosen variants. */
export function VariantPicker({
  regionId,
  currencyCode,
  value,
  onChange,
}: {
  regionId: string
  currencyCode: string
  value: PickedVariant[]
  onChange: (value: PickedVariant[]) => void
}) {
  const { t, i18n } = useTranslation('order-changes')
  const { t: to } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const searchId = useId()
  const [text, setText] = useState('')
  const q = useDebounced(text.trim(), 250)
  const { variants, isFetching } = useAdminVariants(
    { q, region_id: regionId, limit: 8 },
    { enabled: q.length > 0 },
  )
  // The price the line is then written with, said to include its tax where it does (as the line says).
  const money = (amount: number | null, withTax?: boolean) => {
    if (amount === null) return '—'
    const price = formatMoney(amount, currencyCode, locale)
    return withTax ? to('items.eachInclTax', { price }) : price
  }
  const add = (v: PricedVariant) => {
    if (value.some((p) => p.variant_id === v.id)) return
    onChange([
      ...value,
      {
        variant_id: v.id,
        title: variantTitle(v),
        price: unitPrice(v),
        includes_tax: includesTax(v),
        price_incl_tax: v.calculated_price_incl_tax ?? null,
        quantity: 1,
        ...variantProfile(v),
      },
    ])
    // The search is done once something is picked; the chosen list takes its place.
    setText('')
  }
  const setQuantity = (id: string, quantity: number) =>
    onChange(value.map((p) => (p.variant_id === id ? { ...p, quantity } : p)))

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="text-sm font-medium text-gray-700">
        {t('picker.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        placeholder={t('picker.placeholder')}
        className="h-10 rounded-lg border border-gray-300 px-3 text-sm"
      />
      {text.trim() && q && (
        <ul
          aria-label={t('picker.results')}
          className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200"
        >
          {(variants ?? []).map((v) => (
            <li key={v.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate text-gray-900">{variantTitle(v)}</p>
                <p className="text-xs text-gray-500">
                  {v.sku ? <bdi>{v.sku}</bdi> : null} <bdi>{money(unitPrice(v), includesTax(v))}</bdi>
                </p>
              </div>
              <Button
                size="small"
                variant="secondary"
                disabled={value.some((p) => p.variant_id === v.id)}
                aria-label={t('picker.addNamed', { item: variantTitle(v) })}
                onClick={() => add(v)}
              >
                {t('picker.add')}
              </Button>
            </li>
          ))}
          {!isFetching && (variants ?? []).length === 0 && (
            <li className="px-3 py-2 text-sm text-gray-500">{t('picker.noResults')}</li>
          )}
        </ul>
      )}
      {value.length > 0 && (
        <ul aria-label={t('picker.chosen')} className="flex flex-col divide-y divide-gray-100">
          {value.map((p) => (
            <li key={p.variant_id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{p.title}</p>
                <p className="text-xs text-gray-500">{money(p.price, p.includes_tax)}</p>
              </div>
              <div className="flex items-center gap-2">
                <input
                  type="number"
                  min={1}
                  step={1}
                  aria-label={t('picker.quantityOf', { item: p.title })}
                  value={Number.isNaN(p.quantity) ? '' : p.quantity}
                  onChange={(e) =>
                    setQuantity(p.variant_id, e.target.value === '' ? Number.NaN : Number(e.target.value))
                  }
                  className="h-9 w-20 rounded-lg border border-gray-300 px-2 text-end text-sm tabular-nums"
                />
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('picker.removeNamed', { item: p.title })}
                  onClick={() => onChange(value.filter((x) => x.variant_id !== p.variant_id))}
                >
                  {t('picker.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Whole numbers of at least one for every picked variant. */
export const validPicks = (picked: PickedVariant[]) =>
  picked.every((p) => Number.isInteger(p.quantity) && p.quantity >= 1)
