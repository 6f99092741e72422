import type { Swap } from '@mercato/client'
import { useCartSwap, useGetCart } from '@mercato/react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Money } from '../components/price'
import { usePageTitle } from './title'
import { ConfirmExchange } from './swap/confirm-exchange'
import { ExchangeLines } from './swap/exchange-lines'

// /swap/:cartId, the link staff share for an exchange (the store's swap link template): the shopper
// confirms the swap by completing its cart, paying any difference. The cart id is the secret, as in
// Medusa, so a guest needs no account; a registered customer's exchange asks them to sign in.

const frame = 'mx-auto max-w-2xl rounded-lg border border-stone-200 bg-white p-6'

export default function SwapPage() {
  const { cartId = '' } = useParams()
  const [confirmed, setConfirmed] = useState<Swap | null>(null)
  const { swap, isLoading, error } = useCartSwap(cartId, { retry: false })
  const open = !!swap && !swap.confirmed_at && !swap.canceled_at && !confirmed
  const { cart, error: cartError } = useGetCart(cartId, { enabled: open, retry: false })
  usePageTitle(confirmed || swap?.confirmed_at ? 'Exchange confirmed' : 'Confirm your exchange')

  if (isLoading) return <p>Loading your exchange…</p>
  const failed = error ?? cartError
  if (failed || !swap) {
    const signIn = failed?.status === 401 || failed?.status === 403
    return (
      <section className={frame}>
        <h1 className="text-2xl font-bold">Exchange not available</h1>
        <p role="alert" className="mt-2">
          {signIn
            ? 'This exchange belongs to an account. Sign in to it, then open the link again.'
            : 'We could not find this exchange. Check that the link is complete, or contact the store.'}
        </p>
        {signIn && (
          <Link to="/account" className="mt-4 inline-block underline">
            Sign in
          </Link>
        )}
      </section>
    )
  }
  const orderNumber = swap.order?.display_id
  const done = confirmed ?? (swap.confirmed_at ? swap : null)
  if (done) return <Confirmed swap={done} orderNumber={orderNumber} />
  if (swap.canceled_at)
    return (
      <section className={frame}>
        <h1 className="text-2xl font-bold">Exchange canceled</h1>
        <p className="mt-2">The store has canceled this exchange, so there is nothing to confirm.</p>
      </section>
    )
  if (!cart) return <p>Loading your exchange…</p>
  return (
    <section aria-labelledby="swap-heading" className={frame}>
      <h1 id="swap-heading" className="text-2xl font-bold">
        Confirm your exchange
      </h1>
      {orderNumber != null && <p className="mt-1 text-stone-600">For order #{orderNumber}</p>}
      <ExchangeLines cart={cart} />
      <ConfirmExchange cart={cart} onConfirmed={setConfirmed} />
    </section>
  )
}

function Confirmed({ swap, orderNumber }: { swap: Swap; orderNumber: number | undefined }) {
  const paid = swap.difference_due ?? 0
  return (
    <section aria-labelledby="swap-confirmed-heading" className={frame}>
      <h1 id="swap-confirmed-heading" className="text-2xl font-bold">
        Your exchange is confirmed
      </h1>
      <div role="status" className="mt-2 space-y-1">
        {orderNumber != null && (
          <p>
            Exchange for order <strong>#{orderNumber}</strong>.
          </p>
        )}
        {paid !== 0 && (
          <p>
            {paid > 0 ? 'Difference you pay: ' : 'Difference refunded to you: '}
            <Money amount={Math.abs(paid)} currency={swap.order?.currency_code} />
          </p>
        )}
        <p>We will send the new items, and take the returned ones back, as agreed with the store.</p>
      </div>
      <Link to="/" className="mt-6 inline-block underline">
        Continue shopping
      </Link>
    </section>
  )
}
