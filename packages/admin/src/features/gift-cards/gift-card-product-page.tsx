import type { Product } from '@mercato/client'
import {
  useAdminCreateProduct,
  useAdminCreateVariant,
  useAdminDeleteVariant,
  useAdminProduct,
  useAdminProducts,
  useAdminStore,
  useAdminUpdateProduct,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { BackLink } from '../../components/ui/detail-page'
import { EmptyState } from '../../components/ui/empty-state'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Section } from '../../components/ui/section'
import { PageSpinner } from '../../components/ui/spinner'
import { StatusBadge } from '../../components/ui/status-badge'
import { formatMoney } from '../../lib/format'
import { useHasAction } from '../../lib/staff-areas'
import { GeneralSection } from '../products/detail/general-section'
import { SalesChannelsSection } from '../products/detail/sales-channels-section'
import { DenominationModal } from './denomination-modal'
import { DENOMINATION_OPTION, denominationTitle, giftCardProductPayload } from './gift-card-product'
import { GIFT_CARDS_PATH } from './urls'

/** The store's currencies, its default first (denominations are named in it). */
function useStoreCurrencies() {
  const { store } = useAdminStore()
  const codes = store?.currencies?.map((c) => c.code) ?? []
  const main = store?.default_currency_code
  return main ? [main, ...codes.filter((c) => c !== main)] : codes
}

function Denominations({ product, currencies }: { product: Product; currencies: string[] }) {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('gift-cards')
  const [adding, setAdding] = useState(false)
  const create = useAdminCreateVariant(product.id)
  const remove = useAdminDeleteVariant(product.id)
  const mayDelete = useHasAction('deletions')
  const option = product.options?.find((o) => o.title === DENOMINATION_OPTION) ?? product.options?.[0]
  const variants = product.variants ?? []
  const add = (prices: { currency_code: string; amount: number }[]) => {
    const title = denominationTitle(prices)
    create.mutate(
      {
        title,
        manage_inventory: false,
        prices,
        ...(option ? { options: [{ option_id: option.id, value: title }] } : {}),
      },
      {
        onSuccess: () => {
          feedback.success(t('product.denominationAdded'))
          setAdding(false)
        },
        onError: feedback.failure,
      },
    )
  }
  const destroy = async (id: string, title: string) => {
    const ok = await confirm({
      title: t('product.deleteDenominationTitle'),
      description: t('product.deleteDenominationMessage', { title }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(id, {
        onSuccess: () => feedback.success(t('product.denominationDeleted')),
        onError: feedback.failure,
      })
  }
  return (
    <Section
      title={t('product.denominations')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
          {t('product.addDenomination')}
        </Button>
      }
    >
      {variants.length === 0 ? (
        <p className="text-sm text-gray-500">{t('product.noDenominations')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-gray-500">
              {currencies.map((code) => (
                <th key={code} className="py-2 text-start font-medium uppercase">
                  {code}
                </th>
              ))}
              {mayDelete && (
                <th>
                  <span className="sr-only">{t('actions.delete')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {variants.map((variant) => (
              <tr key={variant.id}>
                {currencies.map((code) => {
                  const price = variant.prices?.find((p) => p.currency_code === code && !p.region_id)
                  return (
                    <td key={code} className="py-2 tabular-nums">
                      {price ? formatMoney(price.amount, code, locale) : '—'}
                    </td>
                  )
                })}
                {mayDelete && (
                  <td className="py-2 text-end">
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => void destroy(variant.id, variant.title)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {adding && (
        <DenominationModal
          currencies={currencies}
          busy={create.isPending}
          onClose={() => setAdding(false)}
          onSave={add}
        />
      )}
    </Section>
  )
}

function GiftCardProduct({ id, currencies }: { id: string; currencies: string[] }) {
  const { t } = useTranslation('gift-cards')
  const feedback = useMutationFeedback('gift-cards')
  const { product } = useAdminProduct(id)
  const update = useAdminUpdateProduct(id)
  if (!product) return <PageSpinner />
  const published = product.status === 'published'
  const toggle = () =>
    update.mutate(
      { status: published ? 'draft' : 'published' },
      {
        onSuccess: () => feedback.success(t(published ? 'product.unpublished' : 'product.published')),
        onError: feedback.failure,
      },
    )
  return (
    <>
      <Section
        title={product.title}
        actions={
          <Button
            size="small"
            variant={published ? 'secondary' : 'primary'}
            loading={update.isPending}
            onClick={toggle}
          >
            {published ? t('product.unpublish') : t('product.publish')}
          </Button>
        }
      >
        <div className="flex items-center gap-3 text-sm text-gray-600">
          <StatusBadge kind="product" status={product.status} />
          <span>{published ? t('product.publishedHint') : t('product.draftHint')}</span>
        </div>
      </Section>
      <Denominations product={product} currencies={currencies} />
      {/* Its name, description and where it is sold are edited as any product's are. */}
      <GeneralSection product={product} />
      <SalesChannelsSection product={product} />
    </>
  )
}

/**
 * /a/gift-cards/manage — the gift card product customers buy: its publication, denominations, details
 * and sales channels.
 */
export default function GiftCardProductPage() {
  const { t } = useTranslation('gift-cards')
  const feedback = useMutationFeedback('gift-cards')
  const currencies = useStoreCurrencies()
  const { products, isLoading } = useAdminProducts({ is_giftcard: true, limit: 1 })
  const create = useAdminCreateProduct()
  const [adding, setAdding] = useState(false)
  const existing = products?.[0]
  const title = t('product.title')
  return (
    <section className="flex flex-col gap-6" aria-label={title}>
      <BackLink to={GIFT_CARDS_PATH} label={t('back')} />
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      {isLoading ? (
        <PageSpinner />
      ) : existing ? (
        <GiftCardProduct id={existing.id} currencies={currencies} />
      ) : (
        <EmptyState
          title={t('product.emptyTitle')}
          description={t('product.emptyDescription')}
          action={<Button onClick={() => setAdding(true)}>{t('product.create')}</Button>}
        />
      )}
      {adding && (
        <DenominationModal
          currencies={currencies}
          busy={create.isPending}
          onClose={() => setAdding(false)}
          onSave={(prices) =>
            create.mutate(giftCardProductPayload(t('product.defaultName'), [prices]), {
              onSuccess: () => {
                feedback.success(t('product.created'))
                setAdding(false)
              },
              onError: feedback.failure,
            })
          }
        />
      )}
    </section>
  )
}
