import { useAdminDeleteStockLocation, useAdminStockLocations } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { PageSpinner } from '../../../components/ui/spinner'
import { NotFound } from '../../../routes/not-found'
import { LOCATIONS_PATH } from '../../inventory/urls'
import { SettingsHeader } from '../page-header'
import { addressLine } from './address'
import { EditLocationModal } from './location-form-modal'
import { LocationSalesChannels } from './location-sales-channels'

/** /a/settings/locations/:id — a location's address and the sales channels selling from it. */
export default function LocationDetailPage() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation('inventory')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('inventory')
  const [editing, setEditing] = useState(false)
  // The list call can expand the location's sales channels; the single-location hook has no query.
  const { stock_locations, isLoading } = useAdminStockLocations({
    id: [id],
    limit: 1,
    expand: 'address,sales_channels',
  })
  const remove = useAdminDeleteStockLocation(id)
  if (isLoading) return <PageSpinner />
  const location = stock_locations?.[0]
  if (!location) return <NotFound />

  const onDelete = async () => {
    const ok = await confirm({
      title: t('locations.deleteTitle', { name: location.name }),
      description: t('locations.deleteDescription'),
      confirmLabel: t('delete'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('locations.deleted'))
        navigate(LOCATIONS_PATH)
      },
      onError: feedback.failure,
    })
  }
  const address = location.address
  return (
    <section className="flex flex-col gap-6" aria-label={location.name}>
      <SettingsHeader
        title={location.name}
        back={{ to: LOCATIONS_PATH, label: t('locations.title') }}
        actions={
          <Button variant="danger" onClick={onDelete} loading={remove.isPending}>
            {t('locations.delete')}
          </Button>
        }
      />
      <Section
        title={t('locations.address')}
        actions={
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        }
      >
        {address ? (
          <address className="flex flex-col text-sm text-gray-900 not-italic">
            {address.company && <span>{address.company}</span>}
            <span>{addressLine(address, i18n.resolvedLanguage ?? 'en')}</span>
            {address.phone && <span dir="ltr">{address.phone}</span>}
          </address>
        ) : (
          <p className="text-sm text-gray-500">{t('locations.noAddress')}</p>
        )}
      </Section>
      <LocationSalesChannels location={location} />
      {editing && <EditLocationModal location={location} onClose={() => setEditing(false)} />}
    </section>
  )
}
