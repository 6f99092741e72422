import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PreferencesForm } from '../../components/analytics/preferences-form'
import { PageSpinner } from '../../components/ui/spinner'
import { useSavedAnalyticsConfig } from '../../lib/analytics-config'

/** 'Help us get better' as a settings page: reachable any time, not only on first sign-in. */
export default function AnalyticsSettingsPage() {
  const { t } = useTranslation()
  // Asked even with the flag off, so an operator can still record a choice.
  const { config: analytics_config, isLoading } = useSavedAnalyticsConfig(true)
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <Link to="/a/settings" className="text-sm text-gray-500 hover:text-gray-900">
        <span className="inline-block rtl:rotate-180" aria-hidden>
          ←
        </span>{' '}
        {t('settings.backToSettings')}
      </Link>
      <div className="rounded-xl border border-gray-200 bg-white p-6">
        <h1 className="mb-4 text-xl font-semibold text-gray-900">{t('analytics.title')}</h1>
        {isLoading ? (
          <PageSpinner />
        ) : (
          <PreferencesForm key={analytics_config ? 'update' : 'create'} config={analytics_config} />
        )}
      </div>
    </section>
  )
}
