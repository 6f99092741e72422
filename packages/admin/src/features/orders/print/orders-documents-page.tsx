import type { Store } from '@mercato/client'
import { useAdminOrder, useAdminStore } from '@mercato/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { BackLink, NotFoundState } from '../../../components/ui/detail-page'
import { formatNumber } from '../../../lib/format'
import { ORDER_DOCUMENTS, ORDERS_PATH, type OrderDocumentKind, printedOrderIds } from '../urls'
import { OrderDocument } from './order-document'

const isDocument = (value: string | undefined): value is OrderDocumentKind =>
  (ORDER_DOCUMENTS as readonly string[]).includes(value ?? '')

/** One order's document, loaded on its own (as its order page loads it); tells the page once it is there. */
function OrderDocumentById({
  id,
  kind,
  store,
  onSettled,
}: {
  id: string
  kind: OrderDocumentKind
  store: Store | undefined
  onSettled: (id: string) => void
}) {
  const { t } = useTranslation('orders')
  const { order, isLoading } = useAdminOrder(id, undefined, { retry: false })
  useEffect(() => {
    if (!isLoading) onSettled(id)
  }, [id, isLoading, onSettled])
  if (isLoading) return <p className="p-10 text-sm text-gray-500 print:hidden">{t('print.loading')}</p>
  if (!order)
    return (
      <p role="alert" className="p-10 text-sm text-red-700">
        {t('print.missing', { id })}
      </p>
    )
  return <OrderDocument order={order} kind={kind} store={store} />
}

/**
 * /app/a/orders/print/:document?ids=… — the packing slips or invoices of the orders chosen in the list,
 * each on a page of its own when printed.
 */
export default function OrdersDocumentsPage() {
  const { document } = useParams()
  const { t, i18n } = useTranslation('orders')
  const ids = printedOrderIds(useLocation().search)
  const { store } = useAdminStore()
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set())
  const onSettled = useCallback(
    (id: string) => setSettled((done) => (done.has(id) ? done : new Set([...done, id]))),
    [],
  )
  if (!isDocument(document) || ids.length === 0)
    return <NotFoundState message={t('print.nothingToPrint')} back={t('detail.back')} to={ORDERS_PATH} />
  const ready = ids.every((id) => settled.has(id))
  const number = formatNumber(ids.length, i18n.resolvedLanguage ?? 'en')
  const title = t(document === 'invoice' ? 'print.invoicesTitle' : 'print.packingSlipsTitle', { number })
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4 print:hidden">
        <BackLink to={ORDERS_PATH} label={t('detail.back')} />
        <p className="text-lg font-semibold text-gray-900">{title}</p>
        <Button onClick={() => window.print()} disabled={!ready}>
          {t('print.print')}
        </Button>
      </div>
      {ids.map((id) => (
        <div key={id} className="break-after-page">
          <OrderDocumentById id={id} kind={document} store={store} onSettled={onSettled} />
        </div>
      ))}
    </div>
  )
}
