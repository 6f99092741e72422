import type { Fulfillment, Order } from '@mercato/client'
import { useCustomerOrders } from '@mercato/react'
import { Link } from 'react-router'
import { AddressLines } from '../components/address'
import { AFTER_SALE_EXPAND, AfterSale, RefundSummary } from '../components/after-sale'
import {
  OrderItems,
  fulfillmentStatusText,
  longDate,
  orderStatusText,
  paymentStatusText,
  returnBlocker,
} from '../components/order'
import { CartTotals } from '../components/summary'
import { usePageTitle } from './title'

const card = 'rounded-lg border border-stone-200 bg-white p-6'

/**
 * One of the signed-in customer's orders (`/account?order=…`). It is looked up among the customer's
 * own orders (`GET /store/customers/me/orders?id=…`), so another shopper's order id shows nothing.
 */
export function OrderDetail({ id }: { id: string }) {
  const { orders, isLoading, error } = useCustomerOrders(
    { id, limit: 1, offset: 0, expand: AFTER_SALE_EXPAND },
    { retry: false },
  )
  const order = orders?.[0]
  usePageTitle(order ? `Order #${order.display_id}` : 'Your order')
  const back = (
    <Link to="/account" className="text-sm underline">
      ← All your orders
    </Link>
  )
  if (isLoading) return <p>Loading your order…</p>
  if (!order || error)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert">We could not find this order in your account.</p>
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
  const blocker = returnBlocker(order)
  const shipped = (order.fulfillments ?? []).filter((f) => f.shipped_at && !f.canceled_at)
  const methods = (order.shipping_methods ?? []).map((m) => m.shipping_option?.name).filter(Boolean)
  return (
    <article aria-labelledby="order-heading" className="space-y-6">
      <header>
        <h1 id="order-heading" className="text-2xl font-bold">
          Order #{order.display_id}
        </h1>
        <p className="text-stone-600">Placed on {longDate(order.created_at)}</p>
      </header>
      <dl className={`${card} grid gap-4 text-sm sm:grid-cols-3`}>
        <div>
          <dt className="text-stone-600">Order status</dt>
          <dd className="font-medium">{orderStatusText(order)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Payment</dt>
          <dd className="font-medium">{paymentStatusText(order)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Delivery</dt>
          <dd className="font-medium">{fulfillmentStatusText(order)}</dd>
        </div>
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="items-heading" className={`${card} self-start`}>
          <h2 id="items-heading" className="text-lg font-semibold">
            Items
          </h2>
          <OrderItems order={order} className="mt-3 mb-4 border-b border-stone-200 pb-3" />
          <CartTotals cart={order} />
          <RefundSummary order={order} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="shipping-heading" className={card}>
            <h2 id="shipping-heading" className="text-lg font-semibold">
              Shipping
            </h2>
            {order.shipping_address ? (
              <AddressLines address={order.shipping_address} />
            ) : (
              <p className="mt-2 text-sm">No shipping address.</p>
            )}
            {methods.length > 0 && <p className="mt-3 text-sm">Delivery by {methods.join(', ')}</p>}
          </section>
          <section aria-labelledby="shipments-heading" className={card}>
            <h2 id="shipments-heading" className="text-lg font-semibold">
              Shipments
            </h2>
            {shipped.length === 0 ? (
              <p className="mt-2 text-sm">Nothing has been shipped yet.</p>
            ) : (
              <ul className="mt-2 space-y-3 text-sm">
                {shipped.map((f) => (
                  <Shipment key={f.id} fulfillment={f} order={order} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="returns-heading" className={card}>
            <h2 id="returns-heading" className="text-lg font-semibold">
              Returns and refunds
            </h2>
            <AfterSale order={order} />
            {blocker ? (
              <p className="mt-2 text-sm">{blocker.long}</p>
            ) : (
              <Link to={`/order/${order.id}/return`} className="mt-2 inline-block text-sm underline">
                Request a return
              </Link>
            )}
          </section>
        </div>
      </div>
    </article>
  )
}

function Shipment({ fulfillment, order }: { fulfillment: Fulfillment; order: Order }) {
  const links = fulfillment.tracking_links ?? []
  // Numbers without a link entry (older data) are listed too.
  const extra = fulfillment.tracking_numbers.filter((n) => !links.some((l) => l.tracking_number === n))
  const titles = (fulfillment.items ?? [])
    .map((fi) => {
      const item = order.items.find((i) => i.id === fi.item_id)
      return item ? `${fi.quantity} × ${item.title}` : null
    })
    .filter(Boolean)
  return (
    <li>
      <p className="font-medium">Shipped on {longDate(fulfillment.shipped_at!)}</p>
      {titles.length > 0 && <p className="text-stone-600">{titles.join(', ')}</p>}
      {links.length + extra.length > 0 ? (
        <p>
          Tracking:{' '}
          {links.map((l, i) => (
            <span key={l.tracking_number}>
              {i > 0 && ', '}
              {l.url ? (
                <a href={l.url} className="underline" target="_blank" rel="noreferrer">
                  {l.tracking_number}
                </a>
              ) : (
                l.tracking_number
              )}
            </span>
          ))}
          {links.length > 0 && extra.length > 0 && ', '}
          {extra.join(', ')}
        </p>
      ) : (
        <p className="text-stone-600">No tracking number.</p>
      )}
    </li>
  )
}
