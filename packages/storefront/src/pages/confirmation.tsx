import { useOrder } from '@mercato/react'
import { Link, useParams } from 'react-router'
import { OrderItems } from '../components/order'
import { Money } from '../components/price'
import { usePageTitle } from './title'

export default function ConfirmationPage() {
  const { id = '' } = useParams()
  const { order, isLoading, error } = useOrder(id)
  usePageTitle('Order confirmed')
  if (isLoading) return <p>Loading your order…</p>
  if (!order || error) return <p role="alert">We could not find this order.</p>
  const currency = order.currency_code
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
      <OrderItems order={order} />
      <p className="mt-4 flex justify-between border-t border-stone-200 pt-2 font-semibold">
        <span>Total</span>
        <Money amount={order.total} currency={currency} />
      </p>
      <Link to="/" className="mt-6 inline-block underline">
        Continue shopping
      </Link>
    </section>
  )
}
