import { useOrder } from '@mercato/react'
import { Link, useParams } from 'react-router'
import { AddressLines } from '../components/address'
import { OrderItems } from '../components/order'
import { CartTotals } from '../components/summary'
import { usePageTitle } from './title'

export default function ConfirmationPage() {
  const { id = '' } = useParams()
  const { order, isLoading, error } = useOrder(id)
  usePageTitle('Order confirmed')
  if (isLoading) return <p>Loading your order…</p>
  if (!order || error) return <p role="alert">We could not find this order.</p>
  const methods = (order.shipping_methods ?? []).map((m) => m.shipping_option?.name).filter(Boolean)
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="mx-auto max-w-xl rounded-lg border border-stone-200 bg-white p-6"
    >
      <h1 id="confirmation-heading" className="text-2xl font-bold">
        Thank you for your order!
      </h1>
      <p className="mt-2">
        Your order number is <strong>#{order.display_id}</strong>. A confirmation goes to {order.email}.
      </p>
      <OrderItems order={order} className="mt-4 mb-3 border-b border-stone-200 pb-3" />
      <CartTotals cart={order} />
      <div className="mt-6 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2">
        <section aria-labelledby="confirmation-address">
          <h2 id="confirmation-address" className="font-semibold">
            Shipping to
          </h2>
          {order.shipping_address ? (
            <AddressLines address={order.shipping_address} className="mt-1" />
          ) : (
            <p className="mt-1 text-sm">No shipping address.</p>
          )}
        </section>
        <section aria-labelledby="confirmation-delivery">
          <h2 id="confirmation-delivery" className="font-semibold">
            Delivery
          </h2>
          <p className="mt-1 text-sm">{methods.length > 0 ? methods.join(', ') : 'No delivery method.'}</p>
        </section>
      </div>
      <Link to="/" className="mt-6 inline-block underline">
        Continue shopping
      </Link>
    </section>
  )
}
