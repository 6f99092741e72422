// The signed-in customer's address book: the shipping addresses checkout offers to fill in.
import type { Address, Customer } from '@mercato/client'
import { useAddShippingAddress, useDeleteShippingAddress, useUpdateShippingAddress } from '@mercato/react'
import { type FormEvent, useRef, useState } from 'react'
import { AddressLines } from '../components/address'
import { addressName } from '../components/address-format'
import { isolatedPhone } from '../components/phone'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { useShop } from '../shop'
import { AddressFields, addressFromForm } from './checkout/address-fields'
import { Alert, input, primary } from './checkout/ui'

const card = 'rounded-lg border border-stone-200 bg-white p-6'
const secondary = 'rounded border border-stone-900 px-3 py-2 text-sm'

export function AddressesSection({ customer }: { customer: Customer }) {
  const { t } = useI18n()
  const add = useAddShippingAddress()
  const update = useUpdateShippingAddress()
  const remove = useDeleteShippingAddress()
  // The address being edited, 'new' for one being added.
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState<string | null>(null)
  const addresses = customer.shipping_addresses ?? []
  const addButton = useRef<HTMLButtonElement>(null)
  const statusLine = useRef<HTMLParagraphElement>(null)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const address = addressFromForm(new FormData(e.currentTarget), '')
    try {
      if (editing === 'new') await add.mutateAsync({ address })
      else if (editing) await update.mutateAsync({ addressId: editing.id, ...address })
      setStatus(t(editing === 'new' ? 'account.addresses.added' : 'account.addresses.saved'))
      setEditing(null)
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  const destroy = async (address: Address) => {
    if (remove.isPending) return
    if (!window.confirm(t('account.addresses.confirmDelete', { address: addressName(address) }))) return
    setError(null)
    try {
      await remove.mutateAsync(address.id)
      setStatus(t('account.addresses.deleted'))
      // The deleted address's buttons are gone with it: the focus goes on, not back to the page's top.
      const next = addButton.current ?? statusLine.current
      next?.focus()
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  const open = (next: Address | 'new') => {
    setStatus('')
    setError(null)
    setEditing(next)
  }

  return (
    <section aria-labelledby="addresses-heading" className={card}>
      <h2 id="addresses-heading" className="text-lg font-semibold">
        {t('account.addresses.title')}
      </h2>
      {addresses.length === 0 && editing === null && (
        <p className="mt-2 text-sm text-stone-600">{t('account.addresses.empty')}</p>
      )}
      {addresses.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200">
          {addresses.map((a) => (
            <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div>
                <AddressLines address={a} className="" />
                {a.phone && <p className="text-sm text-stone-600">{isolatedPhone(a.phone)}</p>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={secondary}
                  aria-label={t('account.addresses.editLabel', { address: addressName(a) })}
                  onClick={() => open(a)}
                >
                  {t('account.addresses.edit')}
                </button>
                <button
                  type="button"
                  className={secondary}
                  aria-label={t('account.addresses.deleteLabel', { address: addressName(a) })}
                  onClick={() => void destroy(a)}
                  aria-disabled={remove.isPending}
                >
                  {t('account.addresses.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          title={t(editing === 'new' ? 'account.addresses.addTitle' : 'account.addresses.editTitle')}
          pending={add.isPending || update.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
          customer={customer}
        />
      ) : (
        <button ref={addButton} type="button" className={`${secondary} mt-3`} onClick={() => open('new')}>
          {t('account.addresses.add')}
        </button>
      )}
      <Alert message={error} />
      <p ref={statusLine} role="status" tabIndex={-1} className="mt-2 text-sm text-green-700">
        {status}
      </p>
    </section>
  )
}

function AddressForm({
  address,
  title,
  pending,
  onSubmit,
  onCancel,
  customer,
}: {
  address: Address | null
  title: string
  pending: boolean
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  onCancel: () => void
  customer: Customer
}) {
  const { t } = useI18n()
  const { regions, countryCode } = useShop()
  // Any country the shop ships to.
  const countries = regions.flatMap((r) => r.countries ?? [])
  return (
    <form onSubmit={onSubmit} aria-label={title} className="mt-4 grid gap-3 sm:grid-cols-2">
      <h3 className="font-semibold sm:col-span-2">{title}</h3>
      <AddressFields
        prefix=""
        address={address}
        countries={countries}
        defaultCountry={countryCode}
        fallbackName={customer}
      />
      <div>
        <label htmlFor="address-phone" className="text-sm font-medium">
          {t('checkout.address.phone')}
        </label>
        <input
          id="address-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={address?.phone ?? ''}
          dir="ltr"
          className={input}
        />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={primary} disabled={pending}>
          {t('account.addresses.save')}
        </button>
        <button type="button" className={secondary} onClick={onCancel}>
          {t('account.details.cancel')}
        </button>
      </div>
    </form>
  )
}
