import type { Order } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { ordersDocumentsPath } from '../urls'

/** Prints the packing slips or invoices of the selected orders, one page each. */
export function OrderBulkActions({ selected }: { selected: Pick<Order, 'id'>[] }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const ids = selected.map((order) => order.id)
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        onClick={() => navigate(ordersDocumentsPath('packing-slip', ids))}
      >
        {t('bulk.printPackingSlips')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => navigate(ordersDocumentsPath('invoice', ids))}>
        {t('bulk.printInvoices')}
      </Button>
    </>
  )
}
