import type { Order } from '@mercato/client'
import { joinList } from '@mercato/domain'
import { useCustomerOrders } from '@mercato/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '../components/link'
import { AFTER_SALE_EXPAND, AfterSale, RefundSummary } from '../components/after-sale'
import { GiftCardsByEmail, giftCardsOnly } from '../components/gift-cards-by-email'
import {
  OrderItems,
  Shipments,
  fulfillmentStatusText,
  orderStatusText,
  paymentStatusText,
  returnBlocker,
} from '../components/order'
import { OrderAddresses } from '../components/order-addresses'
import { CartTotals } from '../components/summary'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { useShop } from '../shop'
import { usePageTitle } from './title'

const card = 'rounded-lg border border-stone-200 bg-white p-6'

/**
 * One of the signed-in customer's orders (`/account?order=…`). It is looked up among the customer's
 * own orders (`GET /store/customers/me/orders?id=…`), so another shopper's order id shows nothing.
 */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useI18n()
  const { orders, isLoading, error } = useCustomerOrders(
    { id, limit: 1, offset: 0, expand: AFTER_SALE_EXPAND },
    { retry: false },
  )
  const order = orders?.[0]
  usePageTitle(
    order ? t('common.pageTitle.order', { number: order.display_id }) : t('common.pageTitle.yourOrder'),
  )
  const back = (
    <Link to="/account" className="text-sm underline">
      {t('orders.detail.back')}
    </Link>
  )
  if (isLoading) return <p>{t('orders.detail.loading')}</p>
  if (!order || error)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert">{t('orders.detail.notFound')}</p>
      </div>
    )
  return (
    <div className="space-y-6">
      {back}
      <OrderView order={order} />
    </div>
  )
}

function OrderView({ order }: { order: Order }) {
  const { t, formatDate, locale } = useI18n()
  const blocker = returnBlocker(t, order)
  // Gift cards alone have nothing to ship: the delivery line says they go by e-mail, there are no
  // shipments to list, and, as in most shops, a gift card is not taken back.
  const giftCards = giftCardsOnly(order)
  const methods = (order.shipping_methods ?? [])
    .map((m) => m.shipping_option?.name)
    .filter((name): name is string => !!name)
  return (
    <article aria-labelledby="order-heading" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="order-heading" className="text-2xl font-bold">
            {t('orders.title', { number: order.display_id })}
          </h1>
          <p className="text-stone-600">
            {t('orders.detail.placedOn', { date: formatDate(order.created_at) })}
          </p>
        </div>
        <BuyAgain order={order} />
      </header>
      <dl className={`${card} grid gap-4 text-sm sm:grid-cols-3`}>
        <div>
          <dt className="text-stone-600">{t('orders.detail.orderStatus')}</dt>
          <dd className="font-medium">{orderStatusText(t, order)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('orders.detail.payment')}</dt>
          <dd className="font-medium">{paymentStatusText(t, order)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('orders.detail.delivery')}</dt>
          <dd className="font-medium">
            {giftCards > 0 ? (
              <GiftCardsByEmail order={order} count={giftCards} />
            ) : (
              fulfillmentStatusText(t, order)
            )}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="items-heading" className={`${card} self-start`}>
          <h2 id="items-heading" className="text-lg font-semibold">
            {t('orders.detail.items')}
          </h2>
          <OrderItems order={order} className="mt-3 mb-4 border-b border-stone-200 pb-3" />
          <CartTotals cart={order} />
          <RefundSummary order={order} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="shipping-heading" className={card}>
            <h2 id="shipping-heading" className="text-lg font-semibold">
              {t('orders.detail.shipping')}
            </h2>
            <OrderAddresses order={order} />
            {methods.length > 0 && (
              <p className="mt-3 text-sm">
                {t('orders.detail.deliveryBy', { methods: joinList(methods, locale) })}
              </p>
            )}
          </section>
          {giftCards === 0 && (
            <section aria-labelledby="shipments-heading" className={card}>
              <h2 id="shipments-heading" className="text-lg font-semibold">
                {t('orders.detail.shipments')}
              </h2>
              <Shipments order={order} />
            </section>
          )}
          <section aria-labelledby="returns-heading" className={card}>
            <h2 id="returns-heading" className="text-lg font-semibold">
              {t('orders.detail.returnsAndRefunds')}
            </h2>
            <AfterSale order={order} />
            {giftCards > 0 && order.status !== 'canceled' ? (
              <p className="mt-2 text-sm">{t('orders.detail.giftCardsNotReturned')}</p>
            ) : blocker ? (
              <p className="mt-2 text-sm">{blocker.long}</p>
            ) : (
              <Link to={`/order/${order.id}/return`} className="mt-2 inline-block text-sm underline">
                {t('orders.requestReturn')}
              </Link>
            )}
          </section>
        </div>
      </div>
    </article>
  )
}

/**
 * Puts the order's lines in the cart again, at their quantities, and opens the cart. A line whose
 * product is gone or out of stock is left out and named; the rest still go in.
 */
function BuyAgain({ order }: { order: Order }) {
  const { t } = useI18n()
  const { addItem } = useShop()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const lines = order.items.filter((item) => item.variant_id)
  if (lines.length === 0) return null
  const buyAgain = async () => {
    setBusy(true)
    const failed: string[] = []
    for (const item of lines) {
      try {
        await addItem(item.variant_id!, item.quantity, Number.POSITIVE_INFINITY)
      } catch (error) {
        failed.push(t('orders.buyAgain.notAdded', { title: item.title, reason: errorText(t, error) }))
      }
    }
    setBusy(false)
    if (failed.length === 0) navigate('/cart')
    else setProblems(failed)
  }
  return (
    <div className="max-w-sm">
      <button
        type="button"
        onClick={() => void buyAgain()}
        disabled={busy}
        className="rounded bg-stone-900 px-4 py-2 font-medium text-white disabled:opacity-50"
      >
        {busy ? t('orders.buyAgain.adding') : t('orders.buyAgain.button')}
      </button>
      {problems.length > 0 && (
        <div role="alert" className="mt-2 text-sm text-red-800">
          <ul className="space-y-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <Link to="/cart" className="mt-1 inline-block underline">
            {t('orders.buyAgain.toCart')}
          </Link>
        </div>
      )}
    </div>
  )
}
