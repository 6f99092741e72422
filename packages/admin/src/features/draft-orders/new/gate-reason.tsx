import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { customerProblems, type NewDraftForm } from './draft-form'

const ADDRESS_LABELS: Record<string, string> = {
  first_name: 'address.firstName',
  last_name: 'address.lastName',
  company: 'address.company',
  phone: 'address.phone',
  address_1: 'address.address1',
  address_2: 'address.address2',
  postal_code: 'address.postalCode',
  city: 'address.city',
  province: 'address.province',
  country_code: 'address.country',
}

/** Why Next is disabled on the customer step: the fields still missing or refused, by their labels. */
export function GateReason({ values }: { values: NewDraftForm }) {
  const { t, i18n } = useTranslation('draft-orders')
  const fields = Object.keys(customerProblems(values)).map((path) => {
    if (path === 'email') return t('fields.email')
    const [kind, field = ''] = path.split('.')
    const address = t(kind === 'billing_address' ? 'fields.billingAddress' : 'fields.shippingAddress')
    return t('gate.addressField', { field: t(ADDRESS_LABELS[field] ?? field), address })
  })
  return (
    <p aria-live="polite" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('gate.customer', { fields: joinList(fields, i18n.resolvedLanguage ?? 'en', 'plain') })}
    </p>
  )
}
