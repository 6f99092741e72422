import { useAdminDraftOrder } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { BackLink, NotFoundState } from '../../../components/ui/detail-page'
import { PageSpinner } from '../../../components/ui/spinner'
import { WidgetZone } from '../../../extensions/context'
import { DRAFT_ORDERS_PATH } from '../urls'
import { CustomerSection } from './customer-section'
import { DiscountCodesSection } from './discount-codes-section'
import { DraftHeader } from './draft-header'
import { DraftItems } from './draft-items'
import { DraftTotals } from './draft-totals'
import { PaymentSection } from './payment-section'
import { ShippingSection } from './shipping-section'

/** /app/a/draft-orders/:id — one draft: items, totals, customer, shipping and payment. */
export default function DraftDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('draft-orders')
  const { draft_order: draft, isLoading, error } = useAdminDraftOrder(id, { retry: false })
  if (isLoading) return <PageSpinner />
  if (!draft?.cart) {
    if (error && error.status !== 404) throw error
    return <NotFoundState message={t('detail.notFound')} back={t('detail.back')} to={DRAFT_ORDERS_PATH} />
  }
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="draft_order.details.before" draftOrder={draft} />
      <BackLink to={DRAFT_ORDERS_PATH} label={t('detail.back')} />
      <DraftHeader draft={draft} />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <DraftItems draft={draft} cart={draft.cart} />
          <ShippingSection cart={draft.cart} open={draft.status === 'open'} />
          <DiscountCodesSection draft={draft} cart={draft.cart} />
          <PaymentSection draft={draft} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <DraftTotals cart={draft.cart} />
          <CustomerSection draft={draft} cart={draft.cart} />
        </div>
      </div>
      <WidgetZone name="draft_order.details.after" draftOrder={draft} />
    </div>
  )
}
