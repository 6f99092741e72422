import type { Swap } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import { useCartSwap, useGetCart } from '@mercato/react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Link } from '../components/link'
import { useI18n } from '../i18n/context'
import { usePageTitle } from './title'
import { ConfirmExchange } from './swap/confirm-exchange'
import { ExchangeLines } from './swap/exchange-lines'

// /swap/:cartId, the link staff share for an exchange (the store's swap link template): the shopper
// confirms the swap by completing its cart, paying any difference. The cart id is the secret, as in
// Medusa, so a guest needs no account; a registered customer's exchange asks them to sign in.

const frame = 'mx-auto max-w-2xl rounded-lg border border-stone-200 bg-white p-6'

export default function SwapPage() {
  const { t } = useI18n()
  const { cartId = '' } = useParams()
  const [confirmed, setConfirmed] = useState<Swap | null>(null)
  const { swap, isLoading, error } = useCartSwap(cartId, { retry: false })
  const open = !!swap && !swap.confirmed_at && !swap.canceled_at && !confirmed
  const { cart, error: cartError } = useGetCart(cartId, { enabled: open, retry: false })
  usePageTitle(
    t(
      confirmed || swap?.confirmed_at
        ? 'common.pageTitle.exchangeConfirmed'
        : 'common.pageTitle.confirmExchange',
    ),
  )

  if (isLoading) return <p>{t('exchange.loading')}</p>
  const failed = error ?? cartError
  if (failed || !swap) {
    const signIn = failed?.status === 401 || failed?.status === 403
    return (
      <section className={frame}>
        <h1 className="text-2xl font-bold">{t('exchange.unavailable.title')}</h1>
        <p role="alert" className="mt-2">
          {signIn ? t('exchange.unavailable.signIn') : t('exchange.unavailable.notFound')}
        </p>
        {signIn && (
          <Link to="/account" className="mt-4 inline-block underline">
            {t('exchange.unavailable.signInLink')}
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
        <h1 className="text-2xl font-bold">{t('exchange.canceled.title')}</h1>
        <p className="mt-2">{t('exchange.canceled.text')}</p>
      </section>
    )
  if (!cart) return <p>{t('exchange.loading')}</p>
  return (
    <section aria-labelledby="swap-heading" className={frame}>
      <h1 id="swap-heading" className="text-2xl font-bold">
        {t('common.pageTitle.confirmExchange')}
      </h1>
      {orderNumber != null && (
        <p className="mt-1 text-stone-600">{t('exchange.forOrder', { number: orderNumber })}</p>
      )}
      <ExchangeLines cart={cart} />
      <ConfirmExchange cart={cart} onConfirmed={setConfirmed} />
    </section>
  )
}

function Confirmed({ swap, orderNumber }: { swap: Swap; orderNumber: number | undefined }) {
  const { t } = useI18n()
  const paid = swap.difference_due ?? 0
  const currency = swap.order?.currency_code
  return (
    <section aria-labelledby="swap-confirmed-heading" className={frame}>
      <h1 id="swap-confirmed-heading" className="text-2xl font-bold">
        {t('exchange.confirmed.title')}
      </h1>
      <div role="status" className="mt-2 space-y-1">
        {orderNumber != null && <p>{t('exchange.confirmed.forOrder', { number: orderNumber })}</p>}
        {paid !== 0 && currency && (
          <p>
            {t(paid > 0 ? 'exchange.confirmed.youPay' : 'exchange.confirmed.refunded', {
              amount: formatMoney(Math.abs(paid), currency),
            })}
          </p>
        )}
        <p>{t('exchange.confirmed.text')}</p>
      </div>
      <Link to="/" className="mt-6 inline-block underline">
        {t('exchange.confirmed.continueShopping')}
      </Link>
    </section>
  )
}
