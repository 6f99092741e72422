import { useAdminOrder } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { BackLink, NotFoundState } from '../../../components/ui/detail-page'
import { PageSpinner } from '../../../components/ui/spinner'
import { WidgetZone } from '../../../extensions/context'
import { ORDERS_PATH } from '../urls'
import { ClaimsSection } from './claims-section'
import { CustomerSection } from './customer-section'
import { FulfillmentSection } from './fulfillment-section'
import { OrderHeader } from './order-header'
import { OrderEditsSection } from './order-edits-section'
import { OrderItems } from './order-items'
import { OrderTotals } from './order-totals'
import { PaymentSection } from './payment-section'
import { ReturnsSection } from './returns-section'
import { SwapsSection } from './swaps-section'
import { TimelineSection } from './timeline-section'

/** /app/a/orders/:id — one order: items, edits, money, fulfillments, returns, swaps, claims,
 * customer and timeline. */
export default function OrderDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('orders')
  const { order, isLoading, error } = useAdminOrder(id, undefined, { retry: false })
  if (isLoading) return <PageSpinner />
  if (!order) {
    if (error && error.status !== 404) throw error
    return <NotFoundState message={t('detail.notFound')} back={t('detail.back')} to={ORDERS_PATH} />
  }
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="order.details.before" order={order} />
      <BackLink to={ORDERS_PATH} label={t('detail.back')} />
      <OrderHeader order={order} />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderItems order={order} />
          <OrderEditsSection order={order} />
          <PaymentSection order={order} />
          <FulfillmentSection order={order} />
          <ReturnsSection order={order} />
          <SwapsSection order={order} />
          <ClaimsSection order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OrderTotals order={order} />
          <CustomerSection order={order} />
          <TimelineSection order={order} />
        </div>
      </div>
      <WidgetZone name="order.details.after" order={order} />
    </div>
  )
}
