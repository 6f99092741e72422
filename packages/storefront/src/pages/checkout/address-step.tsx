import type { Address, Cart } from '@mercato/client'
import { ADDRESS_PARTS } from '@mercato/domain'
import { useAddShippingAddress, useCart, useGetSession, useMeCustomer } from '@mercato/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { useShop } from '../../shop'
import { addressName } from '../../components/address-format'
import { AddressFields, addressFromForm } from './address-fields'
import { Alert, input, primary } from './ui'

type CartAddress = Cart['shipping_address']

/** Whether the cart's billing address repeats its shipping address (so the checkbox starts ticked). */
function sameAddress(a: CartAddress, b: CartAddress): boolean {
  return ADDRESS_PARTS.every((k) => (a?.[k] ?? '') === (b?.[k] ?? ''))
}

/**
 * The shopper's e-mail and addresses. `onEdit(true)` says the form now differs from what the cart holds
 * (typed in and not yet saved, or refused), `onEdit(false)` that the cart has it again.
 */
export function AddressStep({ cart, onEdit }: { cart: Cart; onEdit?: (unsaved: boolean) => void }) {
  const { updateCart } = useCart()
  const { customer } = useGetSession({ retry: false })
  const { countryCode } = useShop()
  const { t, locale } = useI18n()
  const [error, setError] = useState<string | null>(null)
  // A signed-in customer's address book: choosing an address fills the shipping fields with it.
  const { customer: me } = useMeCustomer({ enabled: Boolean(customer), retry: false })
  const [saved, setSaved] = useState<Address | null>(null)
  // A first checkout starts from the customer's first saved address, as their account lists it.
  const firstSaved = me?.shipping_addresses?.[0]
  const startFromBook = !cart.shipping_address?.address_1 && !!firstSaved
  const startedFromBook = useRef(false)
  useEffect(() => {
    if (!startFromBook || !firstSaved || startedFromBook.current) return
    startedFromBook.current = true
    setSaved((chosen) => chosen ?? firstSaved)
  }, [startFromBook, firstSaved])
  const a = saved ?? cart.shipping_address
  const b = cart.billing_address
  const countries = cart.region?.countries ?? []
  const [billingSame, setBillingSame] = useState(!b?.address_1 || sameAddress(a, b))
  // A signed-in customer may keep a newly typed address in their address book.
  const addToBook = useAddShippingAddress()
  const [keep, setKeep] = useState(true)
  const offerToKeep = Boolean(customer) && saved === null
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (updateCart.isPending) return
    setError(null)
    const f = new FormData(e.currentTarget)
    const address = addressFromForm(f, '')
    try {
      await updateCart.mutateAsync({
        // The language the order's e-mails are written in: the one the shopper checks out in.
        context: { locale },
        email: String(f.get('email') ?? '').trim(),
        shipping_address: address,
        billing_address: billingSame ? address : addressFromForm(f, 'billing_'),
      })
    } catch (err) {
      return setError(errorText(t, err))
    }
    onEdit?.(false)
    const known = (me?.shipping_addresses ?? []).some((s) => sameAddress(s, address as CartAddress))
    if (offerToKeep && keep && !known)
      // The order goes ahead whether or not the address book takes the address.
      await addToBook.mutateAsync({ address }).catch((err) => setError(errorText(t, err)))
  }
  return (
    <section aria-labelledby="address-heading">
      <h2 id="address-heading" className="mb-3 text-lg font-semibold">
        {t('checkout.address.title')}
      </h2>
      {/* Keyed by the customer so the fields fill in once the session has loaded. */}
      <form
        key={customer?.id ?? 'guest'}
        onSubmit={submit}
        onChange={() => onEdit?.(true)}
        className="grid gap-3 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <label htmlFor="checkout-email" className="text-sm font-medium">
            {t('checkout.address.email')}
          </label>
          <input
            id="checkout-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={cart.email ?? customer?.email ?? ''}
            dir="ltr"
            className={input}
          />
        </div>
        {(me?.shipping_addresses?.length ?? 0) > 0 && (
          <div className="sm:col-span-2">
            <label htmlFor="checkout-saved-address" className="text-sm font-medium">
              {t('checkout.address.saved')}
            </label>
            <select
              id="checkout-saved-address"
              value={saved?.id ?? ''}
              onChange={(e) => setSaved(me?.shipping_addresses?.find((s) => s.id === e.target.value) ?? null)}
              className={input}
            >
              <option value="">{t('checkout.address.savedNone')}</option>
              {me?.shipping_addresses?.map((s) => (
                <option key={s.id} value={s.id}>
                  {[addressName(s), s.city].filter(Boolean).join(', ')}
                </option>
              ))}
            </select>
          </div>
        )}
        <AddressFields
          key={saved?.id ?? 'cart'}
          prefix=""
          address={a}
          countries={countries}
          defaultCountry={countryCode}
          fallbackName={customer ?? undefined}
        />
        <div>
          <label htmlFor="checkout-phone" className="text-sm font-medium">
            {t('checkout.address.phone')}
          </label>
          <input
            key={saved?.id ?? 'cart'}
            id="checkout-phone"
            name="phone"
            type="tel"
            autoComplete="shipping tel"
            defaultValue={a?.phone ?? ''}
            dir="ltr"
            className={input}
          />
        </div>
        {offerToKeep && (
          <label className="flex items-center gap-2 sm:col-span-2">
            <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
            {t('checkout.address.keep')}
          </label>
        )}
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" checked={billingSame} onChange={(e) => setBillingSame(e.target.checked)} />
          {t('checkout.address.billingSame')}
        </label>
        {!billingSame && (
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 font-semibold">{t('checkout.address.billingTitle')}</legend>
            <AddressFields
              prefix="billing_"
              address={b}
              countries={countries}
              defaultCountry={a?.country_code ?? countryCode}
            />
          </fieldset>
        )}
        <div className="sm:col-span-2">
          {/* aria-disabled, not disabled, while saving: a disabled button drops the keyboard focus. */}
          <button type="submit" className={primary} aria-disabled={updateCart.isPending}>
            {updateCart.isPending
              ? t('checkout.address.saving')
              : cart.shipping_address?.address_1
                ? t('checkout.address.update')
                : t('checkout.address.continue')}
          </button>
          <Alert message={error} />
        </div>
      </form>
    </section>
  )
}
