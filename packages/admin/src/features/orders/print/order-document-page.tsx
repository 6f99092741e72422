import { useAdminOrder, useAdminStore } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { BackLink, NotFoundState } from '../../../components/ui/detail-page'
import { PageSpinner } from '../../../components/ui/spinner'
import { ORDER_DOCUMENTS, ORDERS_PATH, type OrderDocumentKind, orderPath } from '../urls'
import { OrderDocument } from './order-document'

const isDocument = (value: string | undefined): value is OrderDocumentKind =>
  (ORDER_DOCUMENTS as readonly string[]).includes(value ?? '')

/**
 * /app/a/orders/:id/print/:document — a packing slip (of the order, or with `?fulfillment=` of one
 * fulfillment) or an invoice, with a button that prints it.
 */
export default function OrderDocumentPage() {
  const { id = '', document } = useParams()
  const { search } = useLocation()
  const { t } = useTranslation('orders')
  const { order, isLoading, error } = useAdminOrder(id, undefined, { retry: false })
  const { store } = useAdminStore()
  if (isLoading) return <PageSpinner />
  if (!order || !isDocument(document)) {
    if (error && error.status !== 404) throw error
    return <NotFoundState message={t('detail.notFound')} back={t('detail.back')} to={ORDERS_PATH} />
  }
  const number = `#${order.display_id}`
  // `?fulfillment=` prints the packing slip of that fulfillment alone.
  const fulfillmentId = new URLSearchParams(search).get('fulfillment')
  const index = (order.fulfillments ?? []).findIndex((f) => f.id === fulfillmentId)
  const fulfillment = index >= 0 ? { fulfillment: order.fulfillments![index]!, number: index + 1 } : undefined
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4 print:hidden">
        <BackLink to={orderPath(order.id)} label={t('print.back', { number })} />
        <Button onClick={() => window.print()}>{t('print.print')}</Button>
      </div>
      <OrderDocument order={order} kind={document} store={store} fulfillment={fulfillment} />
    </div>
  )
}
