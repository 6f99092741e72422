import type { Cart } from '@mercato/client'
import { ClientError } from '@mercato/client/store'
import { customerKeys, orderKeys, useCart, useMercato } from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { startTransition, useState } from 'react'
import { useNavigate } from 'react-router'
import { PaymentMethodChoices } from '../../components/payment-method-choices'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { fetchCatalogue, usePricingContext } from '../../pricing'
import { useShop } from '../../shop'
import { availableOf, cartStockQuery, shortOf } from '../../stock'
import { Link } from '../../components/link'
import { FocusedAlert, input, primary } from './ui'

/** What the `test` provider does when the order is placed; the server reads it from the session data. */
const TEST_OUTCOMES = ['authorize', 'decline'] as const

export function PaymentStep({ cart, addressUnsaved }: { cart: Cart; addressUnsaved?: boolean }) {
  const { startCheckout, pay, completeCheckout } = useCart()
  const pricedFor = usePricingContext()
  const { client } = useMercato()
  const { t } = useI18n()
  const { forgetCart } = useShop()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const providers = cart.region?.payment_providers ?? []
  const [provider, setProvider] = useState(providers[0]?.id ?? '')
  const [testOutcome, setTestOutcome] = useState<string>(TEST_OUTCOMES[0])
  const [error, setError] = useState<string | null>(null)
  const [short, setShort] = useState<{ title: string; count: number } | null>(null)
  const [busy, setBusy] = useState(false)

  const placeOrder = async () => {
    setBusy(true)
    setError(null)
    setShort(null)
    try {
      // Sessions are (re)created here so they match the final amount, after any discount.
      await startCheckout.mutateAsync()
      await pay.mutateAsync({ provider_id: provider })
      if (provider === 'test')
        await client.carts.updatePaymentSession(cart.id, 'test', { data: { behaviour: testOutcome } })
      const result = await completeCheckout.mutateAsync()
      if (result.type !== 'order') {
        setError(t('checkout.payment.declined'))
        setBusy(false)
        return
      }
      queryClient.setQueryData(orderKeys.detail(result.data.id), { order: result.data })
      // The account's order history now has one more.
      void queryClient.invalidateQueries({ queryKey: customerKeys.all })
      // One transition, as the router's own: the empty cart shows only with the confirmation, never
      // as "Nothing to check out" while the confirmation's code loads. The button says "Placing
      // order…" until then.
      startTransition(() => {
        forgetCart()
        navigate(`/order/confirmed/${result.data.id}`)
      })
    } catch (e) {
      if (e instanceof ClientError && e.code === 'insufficient_inventory') {
        // Someone else bought the last ones: what is left is read again, for this page and the cart's.
        const query = cartStockQuery(cart)
        const fresh = query
          ? await fetchCatalogue(queryClient, client, query, pricedFor, { fresh: true }).catch(
              () => undefined,
            )
          : undefined
        for (const item of cart.items) {
          const left = shortOf(item, availableOf(fresh?.products, item))
          if (left !== null) {
            setBusy(false)
            return setShort({ title: item.title, count: left })
          }
        }
      }
      setBusy(false)
      setError(errorText(t, e))
    }
  }
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" tabIndex={-1} className="mb-3 text-lg font-semibold">
        {t('checkout.payment.title')}
      </h2>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('checkout.payment.legend')}</legend>
        <PaymentMethodChoices providers={providers} chosen={provider} onChoose={setProvider} />
      </fieldset>
      {provider === 'test' && (
        <div className="mt-3">
          <label htmlFor="test-outcome" className="text-sm font-medium">
            {t('checkout.payment.testOutcome')}
          </label>
          <select
            id="test-outcome"
            value={testOutcome}
            onChange={(e) => setTestOutcome(e.target.value)}
            className={input}
          >
            {TEST_OUTCOMES.map((behaviour) => (
              <option key={behaviour} value={behaviour}>
                {t(`checkout.payment.outcome.${behaviour}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Above the button, where the shopper looks once it has answered. */}
      {short && (
        <FocusedAlert key={`${short.title}:${short.count}`}>
          {short.count === 0
            ? t('checkout.payment.soldOut', { title: short.title })
            : t('checkout.payment.onlyLeft', { title: short.title, count: short.count })}{' '}
          <Link to="/cart" className="underline">
            {t('checkout.payment.changeCart')}
          </Link>
        </FocusedAlert>
      )}
      {error && <FocusedAlert key={error}>{error}</FocusedAlert>}
      <button
        type="button"
        onClick={placeOrder}
        disabled={!provider || busy || addressUnsaved}
        aria-describedby={addressUnsaved ? 'address-unsaved' : undefined}
        className={`${primary} mt-4 w-full`}
      >
        {busy ? t('checkout.payment.placing') : t('checkout.payment.submit')}
      </button>
      {addressUnsaved && (
        <p id="address-unsaved" className="mt-2 text-sm text-red-700">
          {t('checkout.payment.addressUnsaved', { button: t('checkout.address.update') })}
        </p>
      )}
    </section>
  )
}
