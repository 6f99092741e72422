import { useAdminStore } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { PageSpinner } from '../../../components/ui/spinner'
import { SettingsHeader } from '../page-header'
import { StoreCurrencies } from './store-currencies'
import { StoreDetailsForm } from './store-details-form'

/** /a/settings/details — the store's name, currencies and link templates. */
export default function StoreDetailsPage() {
  const { t } = useTranslation('settings')
  const { store, isLoading } = useAdminStore()
  if (isLoading || !store) return <PageSpinner />
  return (
    <section className="flex flex-col gap-6" aria-label={t('store.title')}>
      <SettingsHeader title={t('store.title')} />
      {/* Keyed by update time so a saved store re-seeds the form with what the server kept. */}
      <StoreDetailsForm key={store.updated_at} store={store} />
      <StoreCurrencies store={store} />
    </section>
  )
}
