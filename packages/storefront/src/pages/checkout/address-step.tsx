import { getErrorMessage } from '@mercato/client'
import type { Cart } from '@mercato/client'
import { useCart, useGetSession } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { Alert, input, primary } from './ui'

type AddressFields = Cart['shipping_address']
const ADDRESS_KEYS = ['first_name', 'last_name', 'address_1', 'city', 'postal_code', 'country_code'] as const

/** Whether the cart's billing address repeats its shipping address (so the checkbox starts ticked). */
function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return ADDRESS_KEYS.every((k) => (a?.[k] ?? '') === (b?.[k] ?? ''))
}

export function AddressStep({ cart }: { cart: Cart }) {
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
