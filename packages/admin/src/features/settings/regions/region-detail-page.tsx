import { useAdminDeleteRegion, useAdminRegion } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { providerName } from '../../../lib/providers'
import { useNavigate, useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { PageSpinner } from '../../../components/ui/spinner'
import { NotFound } from '../../../routes/not-found'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { SettingsHeader } from '../page-header'
import { REGIONS_PATH } from '../urls'
import { countryNames, formatPercent } from './countries'
import { EditRegionModal } from './region-form-modal'
import { ShippingOptionsSection } from './shipping-options-section'
import { shopWords } from '../../../components/ui/shop-words'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-gray-500">{term}</dt>
      <dd className="text-sm text-gray-900">{shopWords(children)}</dd>
    </div>
  )
}

/** Provider ids are technical names: shown as left-to-right chips, not as a sentence. */
function ProviderIds({ providers, empty }: { providers: { id: string }[]; empty: ReactNode }) {
  const { t } = useTranslation()
  if (providers.length === 0) return empty
  return (
    <span className="flex flex-wrap gap-1">
      {providers.map((p) => (
        <bdi key={p.id} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">
          {providerName(t, p.id)}
        </bdi>
      ))}
    </span>
  )
}

/**
 * /a/settings/regions/:id — the region's settings and its shipping options. Keyed by the id: a link from
 * one region's form to another region (a country it holds) starts that page afresh, its form closed.
 */
export default function RegionDetailPage() {
  const { id = '' } = useParams()
  return <RegionDetail key={id} id={id} />
}

function RegionDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('settings')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('settings')
  const [editing, setEditing] = useState(false)
  const { region, isLoading } = useAdminRegion(id)
  const remove = useAdminDeleteRegion(id)
  if (isLoading) return <PageSpinner />
  if (!region) return <NotFound />

  const locale = i18n.resolvedLanguage ?? 'en'
  const none = <span className="text-gray-400">—</span>
  const onDelete = async () => {
    const ok = await confirm({
      title: t('regions.deleteTitle', { name: region.name }),
      description: t('regions.deleteDescription'),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('regions.deleted'))
        navigate(REGIONS_PATH)
      },
      onError: feedback.failure,
    })
  }
  return (
    <section className="flex flex-col gap-6" aria-label={region.name}>
      <SettingsHeader
        title={region.name}
        back={{ to: REGIONS_PATH, label: t('regions.title') }}
        actions={
          <Button variant="danger" onClick={onDelete} loading={remove.isPending}>
            {t('regions.delete')}
          </Button>
        }
      />
      <Section
        title={t('regions.details')}
        actions={
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
        }
      >
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term={t('fields.currency')}>{region.currency_code.toUpperCase()}</Detail>
          <Detail term={t('regions.taxRate')}>{formatPercent(region.tax_rate, locale)}</Detail>
          <Detail term={t('regions.taxCode')}>{region.tax_code || none}</Detail>
          <Detail term={t('regions.includesTax')}>{region.includes_tax ? t('yes') : t('no')}</Detail>
          <Detail term={t('regions.countries')}>
            {countryNames(
              region.countries.map((c) => c.iso_2),
              locale,
            ) || none}
          </Detail>
          <Detail term={t('regions.paymentProviders')}>
            <ProviderIds providers={region.payment_providers} empty={none} />
          </Detail>
          <Detail term={t('regions.fulfillmentProviders')}>
            <ProviderIds providers={region.fulfillment_providers} empty={none} />
          </Detail>
        </dl>
      </Section>
      <ShippingOptionsSection region={region} />
      {editing && <EditRegionModal region={region} onClose={() => setEditing(false)} />}
    </section>
  )
}
