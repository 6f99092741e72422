import type { MoneyAmount, PricedProduct, ProductVariant } from '@mercato/client'
import { formatMoney } from '../../../lib/format'
import {
  useAdminCreateVariant,
  useAdminDeleteVariant,
  useAdminRegions,
  useAdminUpdateProduct,
  useAdminUpdateVariant,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { confirm } from '../../../components/ui/confirm-dialog'
import { duplicateVariantPayload } from './duplicate'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useHasAction } from '../../../lib/staff-areas'
import { moveItem } from './reorder'
import { Section } from '../../../components/ui/section'
import { VariantForm } from './variant-form'
import { VariantActions } from './variant-actions'
import { VariantStock } from './variant-stock'
import { usePriceColumns } from '../../pricing/use-price-columns'
import { QuantityPricesModal } from '../../pricing/quantity-prices-modal'
import { listTiers, ownPricesWithTiers, tierCount } from '../../pricing/quantity-tiers'

/**
 * A SKU that may wrap only after its hyphens (also before a digit, where line breaking would not), so
 * its parts stay whole; a part longer than the column alone is broken inside.
 */
function SkuBreaks({ sku }: { sku: string }) {
  const parts = sku.split(/(?<=-)/)
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <span key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  )
}

function PriceList({
  variant,
  productTitle,
  onTiers,
}: {
  variant: ProductVariant
  productTitle: string
  onTiers: () => void
}) {
  const { i18n } = useTranslation()
  const { t } = useTranslation('pricing')
  const { regions } = useAdminRegions({ limit: 200 })
  // A region's own price beside its currency's: each says where it applies, as the price columns do.
  const where = (p: MoneyAmount) =>
    p.region_id
      ? (regions?.find((r) => r.id === p.region_id)?.name ?? p.region_id)
      : p.currency_code.toUpperCase()
  const prices = variant.prices.filter(
    (p) => !p.price_list_id && p.min_quantity == null && p.max_quantity == null,
  )
  const tiers = tierCount(
    variant.prices.filter((p) => !p.price_list_id),
    variant.id,
  )
  return (
    <div className="flex flex-col items-start gap-1">
      {prices.length ? (
        <ul className="flex flex-col" dir="ltr">
          {prices.map((p) => (
            <li key={p.id} className="whitespace-nowrap">
              <span className="text-gray-500">{where(p)}:</span>{' '}
              {formatMoney(p.amount, p.currency_code, i18n.language)}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-gray-400">–</span>
      )}
      <button
        type="button"
        className="text-xs whitespace-nowrap text-violet-700 hover:underline"
        aria-label={t('tiers.openOf', { product: productTitle, variant: variant.title })}
        onClick={onTiers}
      >
        {tiers > 0 ? t('tiers.openCount', { count: tiers }) : t('tiers.open')}
      </button>
    </div>
  )
}

export function VariantsSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const [editing, setEditing] = useState<ProductVariant | 'new' | null>(null)
  const [tiersOf, setTiersOf] = useState<ProductVariant>()
  const updateVariant = useAdminUpdateVariant(product.id)
  const columns = usePriceColumns()
  const reorder = useAdminUpdateProduct(product.id)
  const create = useAdminCreateVariant(product.id)
  const remove = useAdminDeleteVariant(product.id)
  const mayDelete = useHasAction('deletions')
  const variants = product.variants
  const narrow = useNarrowScreen()

  // A product update's `variants` is the complete list, its order sets variant_rank.
  const move = (from: number, to: number) =>
    reorder.mutate(
      { variants: moveItem(variants, from, to).map((v) => ({ id: v.id })) },
      { onSuccess: () => feedback.success(t('toast.variants_reordered')), onError: feedback.failure },
    )

  const duplicate = (variant: ProductVariant) =>
    create.mutate(duplicateVariantPayload(variant, t('header.copy_title', { title: variant.title })), {
      onSuccess: () => feedback.success(t('toast.variant_duplicated')),
      onError: feedback.failure,
    })

  const destroy = async (variant: ProductVariant) => {
    const ok = await confirm({
      title: t('variants.delete_title'),
      description: t('variants.delete_message', { title: variant.title }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(variant.id, {
        onSuccess: () => feedback.success(t('toast.variant_deleted')),
        onError: feedback.failure,
      })
  }

  return (
    <Section
      title={t('variants.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing('new')}>
          {t('variants.add')}
        </Button>
      }
    >
      {variants.length === 0 ? (
        <p className="text-sm text-gray-500">{t('variants.empty')}</p>
      ) : (
        // On a phone the card is narrower than five columns: the SKU and stock go under the title and
        // the buttons on a line of their own, so nothing is cut. Any overflow scrolls in this box, not the
        // page (positioned, so the hidden column name scrolls with it).
        <div className="relative -mx-6 overflow-x-auto px-6">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-gray-200 text-xs text-gray-500">
              <tr>
                <th className="py-2 pe-3 text-start font-medium">{t('variants.col_title')}</th>
                {!narrow && <th className="py-2 pe-3 text-start font-medium">{t('variants.col_sku')}</th>}
                <th className="py-2 pe-3 text-start font-medium">{t('variants.col_prices')}</th>
                {!narrow && (
                  <>
                    <th className="py-2 pe-3 text-start font-medium">{t('variants.col_inventory')}</th>
                    <th className="py-2 text-end font-medium">
                      <span className="sr-only">{t('variants.col_actions')}</span>
                    </th>
                  </>
                )}
              </tr>
            </thead>
            {variants.map((variant, index) => {
              const actions = (
                <VariantActions
                  variant={variant}
                  first={index === 0}
                  last={index === variants.length - 1}
                  moving={reorder.isPending}
                  onMove={(by) => move(index, index + by)}
                  onEdit={() => setEditing(variant)}
                  onDuplicate={() => duplicate(variant)}
                  onDelete={mayDelete ? () => void destroy(variant) : undefined}
                />
              )
              const prices = (
                <PriceList
                  variant={variant}
                  productTitle={product.title}
                  onTiers={() => setTiersOf(variant)}
                />
              )
              // One body per variant: on a phone its buttons are a second row of the same group.
              return (
                <tbody key={variant.id} className="border-b border-gray-100 last:border-b-0">
                  <tr className="align-top">
                    {narrow ? (
                      <td className="py-2 pe-3">
                        <p className="font-medium text-gray-900">{variant.title}</p>
                        <p className="text-xs wrap-break-word text-gray-500" dir="ltr">
                          <SkuBreaks sku={variant.sku ?? '–'} />
                        </p>
                        <div className="mt-1 text-xs text-gray-700">
                          <VariantStock variant={variant} />
                        </div>
                      </td>
                    ) : (
                      <>
                        <td className="py-2 pe-3 font-medium text-gray-900">{variant.title}</td>
                        <td className="py-2 pe-3 text-gray-700">{variant.sku ?? '–'}</td>
                      </>
                    )}
                    <td className="py-2 pe-3 text-gray-700">{prices}</td>
                    {!narrow && (
                      <>
                        <td className="py-2 pe-3 text-gray-700">
                          <VariantStock variant={variant} />
                        </td>
                        <td className="py-2">{actions}</td>
                      </>
                    )}
                  </tr>
                  {narrow && (
                    <tr>
                      <td colSpan={2} className="pb-2">
                        {actions}
                      </td>
                    </tr>
                  )}
                </tbody>
              )
            })}
          </table>
        </div>
      )}
      {tiersOf && columns.length > 0 && (
        <QuantityPricesModal
          label={`${product.title} – ${tiersOf.title}`}
          saved={listTiers(
            tiersOf.prices.filter((p) => !p.price_list_id),
            tiersOf.id,
            columns,
          )}
          columns={columns}
          saving={updateVariant.isPending}
          onSave={(rows) =>
            updateVariant.mutateAsync({
              variant_id: tiersOf.id,
              prices: ownPricesWithTiers(tiersOf.prices, rows, columns),
            })
          }
          onClose={() => setTiersOf(undefined)}
        />
      )}
      {editing && (
        <VariantForm
          product={product}
          variant={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  )
}
