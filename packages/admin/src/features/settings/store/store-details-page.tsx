import { useAdminStore } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { PageSpinner } from '../../../components/ui/spinner'
import { SettingsHeader } from '../page-header'
import { businessOf } from './business-details'
import { BusinessDetailsForm } from './business-details-form'
import { StoreCurrencies } from './store-currencies'
import { StoreDetailsForm } from './store-details-form'
import { storeFormValues } from './store-form'

/** /a/settings/details — the store's name, link templates, business details and currencies. */
export default function StoreDetailsPage() {
  const { t } = useTranslation('settings')
  const { store, isLoading } = useAdminStore()
  if (isLoading || !store) return <PageSpinner />
  return (
    <section className="flex flex-col gap-6" aria-label={t('store.title')}>
      <SettingsHeader title={t('store.title')} />
      {/* Each form is keyed by what it shows: a save re-seeds it with what the server kept, and
          saving one form (or a currency) keeps what is being typed in the other. */}
      <StoreDetailsForm key={JSON.stringify(storeFormValues(store))} store={store} />
      <BusinessDetailsForm key={JSON.stringify(businessOf(store))} store={store} />
      <StoreCurrencies store={store} />
    </section>
  )
}
