import type { PricedVariant } from '@mercato/client'
import { useAdminVariants } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { MoneyInput } from '../../components/ui/form'
import { InputField } from '../../components/ui/input-field'
import { formatMoney } from '../../lib/format'

/** "Product / Variant", as a line of the draft will be titled. */
export const variantLabel = (v: PricedVariant) =>
  v.product?.title && v.product.title !== v.title
    ? `${v.product.title} / ${v.title}`
    : (v.product?.title ?? v.title)

/**
 * A catalogue price as the shop shows it: the region's price, which carries its tax inside where the
 * price includes it (a VAT region's) and is said so; a price without tax gets it added at checkout.
 */
export const shownPrice = (v: PricedVariant) =>
  v.calculated_price == null
    ? null
    : { amount: v.calculated_price, includesTax: v.calculated_price_includes_tax === true }

/** "€25.00", or "€25.00 each, incl. tax" for a price with its tax inside, in the order page's words. */
export function PriceText({
  amount,
  includesTax,
  currency,
}: {
  amount: number
  includesTax?: boolean | null
  currency: string
}) {
  const { t, i18n } = useTranslation('orders')
  const price = formatMoney(amount, currency, i18n.resolvedLanguage ?? 'en')
  return includesTax ? t('items.eachInclTax', { price }) : price
}

/**
 * A SKU that wraps only after its hyphens, so its parts stay whole (a part longer than the line alone
 * is broken inside); read left to right in a right-to-left page.
 */
export function SkuText({ sku }: { sku: string }) {
  const parts = sku.split(/(?<=-)/)
  return (
    <bdi dir="ltr" className="wrap-break-word">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <span key={i} className="whitespace-nowrap">
          {part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </bdi>
  )
}

/** Catalogue variants found by search, priced for the region; unpriced ones cannot be added. */
export function VariantSearch({
  regionId,
  currency,
  onPick,
  busy,
}: {
  regionId: string | undefined
  currency: string
  onPick: (variant: PricedVariant) => void
  busy?: boolean
}) {
  const { t } = useTranslation('draft-orders')
  const [q, setQ] = useState('')
  const { variants, isFetching } = useAdminVariants(
    { q: q.trim() || undefined, region_id: regionId, limit: 6, expand: 'product,prices' },
    { enabled: !!regionId, placeholderData: keepPreviousData },
  )
  return (
    <div className="flex flex-col gap-2">
      <InputField
        type="search"
        label={t('items.search')}
        placeholder={t('items.searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <ul aria-label={t('items.results')} aria-busy={isFetching} className="divide-y divide-gray-100">
        {(variants ?? []).map((v) => {
          const price = shownPrice(v)
          return (
            <li key={v.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate text-gray-900">{variantLabel(v)}</p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
                  <span className="min-w-0">{v.sku ? <SkuText sku={v.sku} /> : '—'}</span>
                  {/* Staff may sell what the shop does not show; they should know they are. */}
                  {v.product?.status && v.product.status !== 'published' && (
                    <span className="rounded-full bg-amber-100 px-1.5 py-0.5 whitespace-nowrap text-amber-800">
                      {t('items.notInShop')}
                    </span>
                  )}
                </p>
              </div>
              <span className="ms-auto tabular-nums text-gray-700">
                {price ? <PriceText {...price} currency={currency} /> : t('items.noPrice')}
              </span>
              <Button
                size="small"
                variant="secondary"
                disabled={!price || busy}
                aria-label={t('items.addVariant', { title: variantLabel(v) })}
                onClick={() => onPick(v)}
              >
                {t('items.add')}
              </Button>
            </li>
          )
        })}
      </ul>
      {variants?.length === 0 && <p className="text-sm text-gray-500">{t('items.noResults')}</p>}
    </div>
  )
}

export interface CustomItem {
  title: string
  unit_price: number
  quantity: number
}

/**
 * A custom item: a title, a unit price of 0 or more in the region's currency and a quantity. The form
 * is cleared once `onAdd` has added the item (its promise resolved); a refused add keeps what was typed.
 */
export function CustomItemForm({
  currency,
  onAdd,
  busy,
}: {
  currency: string
  onAdd: (item: CustomItem) => Promise<unknown> | undefined
  busy?: boolean
}) {
  const { t } = useTranslation('draft-orders')
  const [title, setTitle] = useState('')
  const [price, setPrice] = useState<number | null>(null)
  const [quantity, setQuantity] = useState(1)
  const negative = price !== null && price < 0
  const valid = title.trim() !== '' && price !== null && !Number.isNaN(price) && !negative && quantity >= 1
  const submit = () => {
    const cleared = () => {
      setTitle('')
      setPrice(null)
      setQuantity(1)
    }
    const added = onAdd({ title: title.trim(), unit_price: price ?? 0, quantity })
    if (added) added.then(cleared, () => undefined)
    else cleared()
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
      <h3 className="text-sm font-semibold text-gray-900">{t('items.custom')}</h3>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <InputField label={t('items.customTitle')} value={title} onChange={(e) => setTitle(e.target.value)} />
        <MoneyInput
          label={t('items.unitPrice')}
          currencyCode={currency}
          value={price}
          onChange={setPrice}
          errors={negative ? [t('items.priceNotNegative')] : undefined}
        />
        <InputField
          type="number"
          min={1}
          label={t('items.quantity')}
          value={quantity}
          onChange={(e) => setQuantity(Number.parseInt(e.target.value, 10) || 0)}
        />
      </div>
      <Button
        size="small"
        variant="secondary"
        className="self-start"
        disabled={!valid || busy}
        onClick={submit}
      >
        {t('items.addCustom')}
      </Button>
    </div>
  )
}
