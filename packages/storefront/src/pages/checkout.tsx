import { getErrorMessage } from '@mercato/client'
import type { Cart } from '@mercato/client'
import {
  customerKeys,
  orderKeys,
  useCart,
  useCartShippingOptions,
  useGetSession,
  useMercato,
} from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Money } from '../components/price'
import { CartTotals } from '../components/summary'
import { useShop } from '../shop'
import { usePageTitle } from './title'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'
const primary = 'rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50'

function Alert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}

export default function CheckoutPage() {
  const { cart } = useCart()
  usePageTitle('Checkout · Mercato shop')
  if (!cart || cart.items.length === 0) {
    return (
      <section className="py-12 text-center">
        <h1 className="text-2xl font-bold">Nothing to check out</h1>
        <Link to="/" className="mt-4 inline-block underline">
          Continue shopping
        </Link>
      </section>
    )
  }
  const addressDone = !!cart.email && !!cart.shipping_address?.address_1
  const shippingDone = (cart.shipping_methods?.length ?? 0) > 0
  return (
    <div className="grid gap-8 md:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-8">
        <h1 className="text-2xl font-bold">Checkout</h1>
        <AddressStep cart={cart} />
        {addressDone && <DeliveryStep cart={cart} />}
        {addressDone && shippingDone && <PaymentStep cart={cart} />}
      </div>
      <aside
        aria-labelledby="order-summary"
        className="order-first h-fit md:order-none space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="order-summary" className="font-semibold">
          Order summary
        </h2>
        <ul className="space-y-1 text-sm">
          {cart.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2">
              <span>
                {item.quantity} × {item.title}
              </span>
              <Money
                amount={item.subtotal ?? item.unit_price * item.quantity}
                currency={cart.region?.currency_code}
              />
            </li>
          ))}
        </ul>
        <DiscountForm cart={cart} />
        <CartTotals cart={cart} />
      </aside>
    </div>
  )
}

type AddressFields = Cart['shipping_address']
const ADDRESS_KEYS = ['first_name', 'last_name', 'address_1', 'city', 'postal_code', 'country_code'] as const

/** Whether the cart's billing address repeats its shipping address (so the checkbox starts ticked). */
function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return ADDRESS_KEYS.every((k) => (a?.[k] ?? '') === (b?.[k] ?? ''))
}

function AddressStep({ cart }: { cart: Cart }) {
  const { updateCart } = useCart()
  const { customer } = useGetSession({ retry: false })
  const [error, setError] = useState<string | null>(null)
  const a = cart.shipping_address
  const b = cart.billing_address
  const countries = cart.region?.countries ?? []
  const [billingSame, setBillingSame] = useState(!b?.address_1 || sameAddress(a, b))
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const f = new FormData(e.currentTarget)
    const text = (name: string) => String(f.get(name) ?? '').trim()
    const addressFrom = (prefix: string) => ({
      first_name: text(`${prefix}first_name`),
      last_name: text(`${prefix}last_name`),
      address_1: text(`${prefix}address_1`),
      city: text(`${prefix}city`),
      postal_code: text(`${prefix}postal_code`),
      country_code: text(`${prefix}country_code`),
      phone: text(`${prefix}phone`) || undefined,
    })
    const address = addressFrom('')
    try {
      await updateCart.mutateAsync({
        email: text('email'),
        shipping_address: address,
        billing_address: billingSame ? address : addressFrom('billing_'),
      })
    } catch (err) {
      setError(getErrorMessage(err))
    }
  }
  const field = (
    name: string,
    label: string,
    value: string | null | undefined,
    type = 'text',
    required = true,
  ) => (
    <div>
      <label htmlFor={`checkout-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`checkout-${name}`}
        name={name}
        type={type}
        required={required}
        defaultValue={value ?? ''}
        className={input}
      />
    </div>
  )
  const countrySelect = (name: string, value: string | null | undefined, label = 'Country') => (
    <div>
      <label htmlFor={`checkout-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={`checkout-${name}`}
        name={name}
        required
        defaultValue={value ?? countries[0]?.iso_2}
        className={input}
      >
        {countries.map((c) => (
          <option key={c.iso_2} value={c.iso_2}>
            {c.display_name}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <section aria-labelledby="address-heading">
      <h2 id="address-heading" className="mb-3 text-lg font-semibold">
        1. Contact and shipping address
      </h2>
      {/* Keyed by the customer so the fields fill in once the session has loaded. */}
      <form key={customer?.id ?? 'guest'} onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('email', 'Email', cart.email ?? customer?.email, 'email')}</div>
        {field('first_name', 'First name', a?.first_name ?? customer?.first_name)}
        {field('last_name', 'Last name', a?.last_name ?? customer?.last_name)}
        <div className="sm:col-span-2">{field('address_1', 'Address', a?.address_1)}</div>
        {field('city', 'City', a?.city)}
        {field('postal_code', 'Postal code', a?.postal_code)}
        {countrySelect('country_code', a?.country_code)}
        {field('phone', 'Phone (optional)', a?.phone, 'tel', false)}
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" checked={billingSame} onChange={(e) => setBillingSame(e.target.checked)} />
          Billing address same as shipping
        </label>
        {!billingSame && (
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 font-semibold">Billing address</legend>
            {field('billing_first_name', 'Billing first name', b?.first_name)}
            {field('billing_last_name', 'Billing last name', b?.last_name)}
            <div className="sm:col-span-2">
              {field('billing_address_1', 'Billing street address', b?.address_1)}
            </div>
            {field('billing_city', 'Billing city', b?.city)}
            {field('billing_postal_code', 'Billing postal code', b?.postal_code)}
            {countrySelect('billing_country_code', b?.country_code, 'Billing country')}
          </fieldset>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={primary} disabled={updateCart.isPending}>
            {updateCart.isPending ? 'Saving…' : a?.address_1 ? 'Update address' : 'Continue to delivery'}
          </button>
          <Alert message={error} />
        </div>
      </form>
    </section>
  )
}

function DeliveryStep({ cart }: { cart: Cart }) {
  const { addShippingMethod } = useCart()
  const { shipping_options: options = [], isLoading } = useCartShippingOptions(cart.id)
  const [error, setError] = useState<string | null>(null)
  // The choice shows at once; it falls back to the cart's method if the server refuses it.
  const [picked, setPicked] = useState<string | null>(null)
  const chosen = picked ?? cart.shipping_methods?.[0]?.shipping_option_id
  const choose = (optionId: string) => {
    setError(null)
    setPicked(optionId)
    addShippingMethod.mutateAsync({ option_id: optionId }).catch((e) => {
      setPicked(null)
      setError(getErrorMessage(e))
    })
  }
  return (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="mb-3 text-lg font-semibold">
        2. Delivery
      </h2>
      {isLoading && <p>Loading delivery options…</p>}
      {!isLoading && options.length === 0 && <p>No delivery options ship to this address yet.</p>}
      <fieldset className="space-y-2">
        <legend className="sr-only">Shipping option</legend>
        {options.map((o) => (
          <label
            key={o.id}
            className="flex cursor-pointer items-center justify-between gap-3 rounded border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-stone-900"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="shipping_option"
                value={o.id}
                checked={chosen === o.id}
                onChange={() => choose(o.id)}
              />
              {o.name}
            </span>
            <Money amount={o.amount ?? 0} currency={cart.region?.currency_code} />
          </label>
        ))}
      </fieldset>
      <Alert message={error} />
    </section>
  )
}

const PROVIDER_NAMES: Record<string, string> = {
  manual: 'Pay on delivery (manual payment)',
  test: 'Test payment (no money moves)',
}

/** What the `test` provider does when the order is placed; the server reads it from the session data. */
const TEST_OUTCOMES = [
  { behaviour: 'authorize', label: 'Approve the payment' },
  { behaviour: 'decline', label: 'Decline the payment' },
] as const

function PaymentStep({ cart }: { cart: Cart }) {
  const { startCheckout, pay, completeCheckout } = useCart()
  const { client } = useMercato()
  const { forgetCart } = useShop()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const providers = cart.region?.payment_providers ?? []
  const [provider, setProvider] = useState(providers[0]?.id ?? '')
  const [testOutcome, setTestOutcome] = useState<string>(TEST_OUTCOMES[0].behaviour)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const placeOrder = async () => {
    setBusy(true)
    setError(null)
    try {
      // Sessions are (re)created here so they match the final amount, after any discount.
      await startCheckout.mutateAsync()
      await pay.mutateAsync({ provider_id: provider })
      if (provider === 'test')
        await client.carts.updatePaymentSession(cart.id, 'test', { data: { behaviour: testOutcome } })
      const result = await completeCheckout.mutateAsync()
      if (result.type !== 'order') {
        setError('Your payment was not accepted. Please try another payment method.')
        return
      }
      queryClient.setQueryData(orderKeys.detail(result.data.id), { order: result.data })
      // The account's order history now has one more.
      void queryClient.invalidateQueries({ queryKey: customerKeys.all })
      forgetCart()
      navigate(`/order/confirmed/${result.data.id}`)
    } catch (e) {
      setError(getErrorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="mb-3 text-lg font-semibold">
        3. Payment
      </h2>
      <fieldset className="space-y-2">
        <legend className="sr-only">Payment method</legend>
        {providers.map((p) => (
          <label
            key={p.id}
            className="flex items-center gap-2 rounded border border-stone-300 bg-white px-3 py-2"
          >
            <input
              type="radio"
              name="payment_provider"
              value={p.id}
              checked={provider === p.id}
              onChange={() => setProvider(p.id)}
            />
            {PROVIDER_NAMES[p.id] ?? p.id}
          </label>
        ))}
      </fieldset>
      {provider === 'test' && (
        <div className="mt-3">
          <label htmlFor="test-outcome" className="text-sm font-medium">
            Test payment outcome
          </label>
          <select
            id="test-outcome"
            value={testOutcome}
            onChange={(e) => setTestOutcome(e.target.value)}
            className={input}
          >
            {TEST_OUTCOMES.map((o) => (
              <option key={o.behaviour} value={o.behaviour}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        onClick={placeOrder}
        disabled={!provider || busy}
        className={`${primary} mt-4 w-full`}
      >
        {busy ? 'Placing order…' : 'Place order'}
      </button>
      <Alert message={error} />
    </section>
  )
}

function DiscountForm({ cart }: { cart: Cart }) {
  const { updateCart, setCart } = useCart()
  const { client } = useMercato()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const giftCards = cart.gift_cards ?? []
  // One field for both: the code is tried as a discount, then as a gift card.
  const apply = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    const entered = code.trim()
    try {
      await updateCart.mutateAsync({ discounts: [{ code: entered }] })
      setCode('')
    } catch (discountError) {
      try {
        await updateCart.mutateAsync({
          gift_cards: [...giftCards.map((g) => ({ code: g.code })), { code: entered }],
        })
        setCode('')
      } catch {
        setError(getErrorMessage(discountError))
      }
    }
  }
  const remove = async (discountCode: string) => {
    const { cart: next } = await client.carts.deleteDiscount(cart.id, discountCode)
    setCart(next)
  }
  const removeGiftCard = async (giftCardCode: string) => {
    setError(null)
    try {
      await updateCart.mutateAsync({
        gift_cards: giftCards.filter((g) => g.code !== giftCardCode).map((g) => ({ code: g.code })),
      })
    } catch (err) {
      setError(getErrorMessage(err))
    }
  }
  return (
    <div>
      <form onSubmit={apply} className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="discount-code" className="text-sm font-medium">
            Discount code or gift card
          </label>
          <input
            id="discount-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            className={input}
          />
        </div>
        <button type="submit" className="rounded border border-stone-900 px-3 py-2 text-sm font-medium">
          Apply
        </button>
      </form>
      <Alert message={error} />
      {(cart.discounts ?? []).map((d) => (
        <p key={d.id} className="mt-2 flex items-center justify-between text-sm text-green-800">
          <span>Code {d.code} applied</span>
          <button type="button" className="underline" onClick={() => void remove(d.code)}>
            Remove<span className="sr-only"> code {d.code}</span>
          </button>
        </p>
      ))}
      {giftCards.map((g) => (
        <p key={g.id} className="mt-2 flex items-center justify-between text-sm text-green-800">
          <span>Gift card {g.code} applied</span>
          <button type="button" className="underline" onClick={() => void removeGiftCard(g.code)}>
            Remove<span className="sr-only"> gift card {g.code}</span>
          </button>
        </p>
      ))}
    </div>
  )
}
