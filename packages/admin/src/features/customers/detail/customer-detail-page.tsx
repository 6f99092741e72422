import type { Customer } from '@mercato/client'
import { useAdminCustomerWith, useAdminUpdateCustomer } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { BackLink, DetailPageState } from '../../../components/ui/detail-page'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { MetadataSection } from '../../../components/ui/metadata-section'
import { WidgetZone } from '../../../extensions/context'
import { formatDate } from '../../../lib/format'
import { AccountBadge } from '../account-badge'
import { metadataLabels } from '../metadata-labels'
import { CUSTOMERS_PATH, customerName } from '../urls'
import { AddressesSection } from './addresses-section'
import { CustomerGroupsSection } from './customer-groups-section'
import { CustomerOrdersSection } from './customer-orders-section'
import { ProfileModal } from './profile-modal'

// Orders have their own paged table, so the customer is read without them.
const RELATIONS = 'shipping_addresses,groups'

function CustomerDetail({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const update = useAdminUpdateCustomer(customer.id)
  const [editing, setEditing] = useState(false)
  const titleId = useId()
  const muted = <span className="text-gray-400">—</span>
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="customer.details.before" customer={customer} />
      <BackLink to={CUSTOMERS_PATH} label={t('back')} />
      {/* The page's title: the customer's name, as each detail page names its record in an h1. */}
      <section aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-6 py-4">
          <h1 id={titleId} className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere] text-gray-900">
            <bdi>{customerName(customer)}</bdi>
          </h1>
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 px-6 py-4 text-sm">
          <dt className="text-gray-500">{t('fields.email')}</dt>
          <dd className="text-gray-900">
            <bdi>{customer.email}</bdi>
          </dd>
          <dt className="text-gray-500">{t('fields.phone')}</dt>
          <dd className="text-gray-900">
            {customer.phone ? <span dir="ltr">{customer.phone}</span> : muted}
          </dd>
          <dt className="text-gray-500">{t('fields.account')}</dt>
          <dd>
            <AccountBadge hasAccount={customer.has_account} />
          </dd>
          <dt className="text-gray-500">{t('fields.joined')}</dt>
          <dd className="text-gray-900">{formatDate(customer.created_at, i18n.resolvedLanguage ?? 'en')}</dd>
        </dl>
      </section>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <CustomerOrdersSection customerId={customer.id} />
          <AddressesSection customer={customer} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CustomerGroupsSection customer={customer} />
          <MetadataSection
            labels={metadataLabels(t)}
            metadata={customer.metadata as Record<string, unknown> | null | undefined}
            // `null` clears every key; the Admin API accepts it though the client's type leaves it out.
            save={(metadata) => update.mutateAsync({ metadata: metadata as Record<string, unknown> })}
            onSaved={() => feedback.success(t('saved'))}
            onError={feedback.failure}
          />
        </div>
      </div>
      <WidgetZone name="customer.details.after" customer={customer} />
      {editing && <ProfileModal customer={customer} onClose={() => setEditing(false)} />}
    </div>
  )
}

/** /app/a/customers/:id — profile, orders, addresses, groups and metadata. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('customers')
  const { customer, isLoading, error } = useAdminCustomerWith(id, RELATIONS, { retry: false })
  if (isLoading || !customer)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('notFound')}
        back={t('back')}
        to={CUSTOMERS_PATH}
      />
    )
  return <CustomerDetail key={customer.id} customer={customer} />
}
