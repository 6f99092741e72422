import type { StoreGetOrdersParams } from '@mercato/client'
import { useOrders } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { Link } from '../components/link'
import {
  OrderItems,
  Shipments,
  fulfillmentStatusText,
  orderStatusText,
  paymentStatusText,
  returnBlocker,
} from '../components/order'
import { AFTER_SALE_EXPAND, AfterSale, RefundSummary } from '../components/after-sale'
import { CartTotals } from '../components/summary'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import AccountOffer from './account-offer'
import { usePageTitle } from './title'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'

/** Guests find an order by its number and the e-mail it was placed with (`GET /store/orders`). */
export default function OrderLookupPage() {
  const { t, formatDate } = useI18n()
  usePageTitle(t('common.pageTitle.findOrder'))
  const [query, setQuery] = useState<StoreGetOrdersParams | null>(null)
  // Disabled until the form is sent; a wrong pair is an answer, not a reason to retry.
  const { order, error, isFetching } = useOrders(query ?? { display_id: 0, email: '' }, {
    enabled: query !== null,
    retry: false,
  })
  const blocker = order ? returnBlocker(t, order) : null
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    setQuery({
      display_id: Number(String(f.get('display_id') ?? '').replace(/^#/, '')),
      email: String(f.get('email') ?? '').trim(),
      expand: AFTER_SALE_EXPAND,
    })
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <section aria-labelledby="lookup-heading" className="rounded-lg border border-stone-200 bg-white p-6">
        <h1 id="lookup-heading" className="text-2xl font-bold">
          {t('common.pageTitle.findOrder')}
        </h1>
        <form onSubmit={submit} className="mt-2 space-y-3">
          <div>
            <label htmlFor="lookup-email" className="text-sm font-medium">
              {t('orders.lookup.email')}
            </label>
            <input
              id="lookup-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              className={input}
            />
          </div>
          <div>
            <label htmlFor="lookup-number" className="text-sm font-medium">
              {t('orders.lookup.orderNumber')}
            </label>
            <input
              id="lookup-number"
              name="display_id"
              required
              inputMode="numeric"
              pattern="#?[0-9]+"
              className={input}
            />
          </div>
          <button
            type="submit"
            disabled={isFetching}
            className="rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50"
          >
            {isFetching ? t('orders.lookup.submitting') : t('orders.lookup.submit')}
          </button>
        </form>
        {query && error && !isFetching && (
          <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(t, error)}
          </p>
        )}
      </section>
      {query && order && !error && (
        <section aria-labelledby="found-heading" className="rounded-lg border border-stone-200 bg-white p-6">
          <h2 id="found-heading" className="text-xl font-semibold">
            {t('orders.title', { number: order.display_id })}
          </h2>
          <p className="text-sm text-stone-600">
            {t('orders.lookup.summary', {
              date: formatDate(order.created_at, 'short'),
              status: orderStatusText(t, order),
              payment: paymentStatusText(t, order),
              delivery: fulfillmentStatusText(t, order),
            })}
          </p>
          <OrderItems order={order} className="mt-3 mb-3 border-b border-stone-200 pb-3" />
          <CartTotals cart={order} />
          <RefundSummary order={order} />
          {/* The guest sees where their parcels are, as the account's order page shows them. */}
          <section aria-labelledby="shipments-heading" className="mt-4 border-t border-stone-200 pt-3">
            <h3 id="shipments-heading" className="font-semibold">
              {t('orders.detail.shipments')}
            </h3>
            <Shipments order={order} />
          </section>
          <AfterSale order={order} />
          {blocker ? (
            <p className="mt-4 text-sm text-stone-600">{blocker.long}</p>
          ) : (
            <Link to={`/order/${order.id}/return`} className="mt-4 inline-block underline">
              {t('orders.requestReturn')}
            </Link>
          )}
          <AccountOffer order={order} className="mt-6" />
        </section>
      )}
    </div>
  )
}
