import type { Customer } from '@mercato/client'
import { useAdminCustomers } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/form'
import { InputField } from '../../../../components/ui/input-field'
import { useHasArea } from '../../../../lib/staff-areas'
import { AddressFields } from '../../address-fields'
import { emptyAddress, type NewDraftForm, toAddressForm } from '../draft-form'
import { useFormRegion } from './use-form-region'

/** Step 4: an existing customer or a typed e-mail, then the shipping and billing addresses. */
export function CustomerStep() {
  const { t } = useTranslation('draft-orders')
  const { control, setValue } = useFormContext<NewDraftForm>()
  const [customerId, billingSame] = useWatch({ control, name: ['customer_id', 'billing_same'] })
  const region = useFormRegion()
  const countries = region?.countries ?? []
  const [q, setQ] = useState('')
  // Without the customers area the server refuses the search: the e-mail is typed instead.
  const canSearch = useHasArea('customers')
  const { customers } = useAdminCustomers(
    { q: q.trim(), limit: 5, expand: 'shipping_addresses' },
    { enabled: canSearch && q.trim().length > 1 && !customerId, placeholderData: keepPreviousData },
  )

  const choose = (c: Customer) => {
    setValue('customer_id', c.id)
    setValue('email', c.email, { shouldValidate: true })
    // A saved address in one of the region's countries fills the form; else just the name.
    const saved = c.shipping_addresses?.find((a) => countries.some((co) => co.iso_2 === a.country_code))
    setValue(
      'shipping_address',
      saved
        ? toAddressForm(saved)
        : { ...emptyAddress(), first_name: c.first_name ?? '', last_name: c.last_name ?? '' },
    )
    setQ('')
  }

  return (
    <>
      {customerId ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-violet-50 px-3 py-2 text-sm">
          <span>{t('customer.chosen')}</span>
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              setValue('customer_id', '')
              setValue('email', '')
            }}
          >
            {t('customer.useEmail')}
          </Button>
        </div>
      ) : !canSearch ? (
        <p className="text-sm text-gray-600">{t('customer.noAccess')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <InputField
            type="search"
            label={t('customer.find')}
            placeholder={t('customer.findPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          {q.trim().length > 1 && (
            <ul aria-label={t('customer.results')} className="divide-y divide-gray-100">
              {(customers ?? []).map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate">
                    {[c.first_name, c.last_name].filter(Boolean).join(' ')}{' '}
                    <span className="text-gray-500">{c.email}</span>
                  </span>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t('customer.choose', { email: c.email })}
                    onClick={() => choose(c)}
                  >
                    {t('customer.pick')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <TextField name="email" type="email" label={t('fields.email')} required readOnly={!!customerId} />
      <AddressFields prefix="shipping_address" legend={t('fields.shippingAddress')} countries={countries} />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          checked={billingSame}
          onChange={(e) => setValue('billing_same', e.target.checked)}
        />
        {t('customer.billingSame')}
      </label>
      {!billingSame && (
        <AddressFields prefix="billing_address" legend={t('fields.billingAddress')} countries={countries} />
      )}
    </>
  )
}
