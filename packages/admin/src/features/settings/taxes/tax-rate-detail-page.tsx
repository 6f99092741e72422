import { useAdminDeleteTaxRate, useAdminRegion, useAdminTaxRate } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { DetailPageHeader, DetailPageState } from '../../../components/ui/detail-page'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { SettingsHeader } from '../page-header'
import { regionPath } from '../urls'
import { formatRate } from './rate'
import { TaxRateFormModal } from './tax-rate-form-modal'
import { TaxRateLinks } from './tax-rate-links'
import { TAXES_PATH } from './urls'
import { shopWords } from '../../../components/ui/shop-words'

const EXPAND = ['products', 'product_types', 'shipping_options']

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="text-sm text-gray-900">{shopWords(children)}</dd>
    </div>
  )
}

/** /a/settings/taxes/:id — one override: its fields, edit, delete, and what it applies to. */
export default function TaxRateDetailPage() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const { tax_rate, isLoading, error } = useAdminTaxRate(id, { expand: EXPAND })
  const { region } = useAdminRegion(tax_rate?.region_id ?? '', undefined, { enabled: !!tax_rate })
  const remove = useAdminDeleteTaxRate(id)
  if (!tax_rate)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('taxes.notFound')}
        back={t('taxes.back')}
        to={TAXES_PATH}
      />
    )
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('taxes.deleted'))
        navigate(TAXES_PATH)
      },
      onError: feedback.failure,
    })
  return (
    <div className="flex flex-col gap-4">
      <SettingsHeader title={tax_rate.name} back={{ to: TAXES_PATH, label: t('taxes.back') }} />
      <DetailPageHeader
        title={t('taxes.detailsTitle')}
        labels={{ edit: t('actions.edit'), delete: t('actions.delete') }}
        confirmDelete={{
          title: t('taxes.deleteTitle', { name: tax_rate.name }),
          description: t('taxes.deleteDescription'),
        }}
        deleting={remove.isPending}
        onEdit={() => setEditing(true)}
        onDelete={onDelete}
      >
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <Field label={t('fields.name')}>{tax_rate.name}</Field>
          <Field label={t('fields.code')}>{tax_rate.code || '—'}</Field>
          <Field label={t('fields.rate')}>{formatRate(tax_rate.rate, i18n.language)}</Field>
          <Field label={t('fields.region')}>
            <Link to={regionPath(tax_rate.region_id)} className="text-violet-700 hover:underline">
              {region?.name ?? tax_rate.region_id}
            </Link>
          </Field>
        </dl>
      </DetailPageHeader>
      <TaxRateLinks taxRate={tax_rate} />
      {editing && <TaxRateFormModal taxRate={tax_rate} onClose={() => setEditing(false)} />}
    </div>
  )
}
