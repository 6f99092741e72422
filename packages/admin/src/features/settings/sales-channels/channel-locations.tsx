import type { StockLocation } from '@mercato/client'
import { useAdminAddLocationToSalesChannel, useAdminStockLocations } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useReadOnly } from '../../../components/ui/read-only'
import { LOCATIONS_PATH } from '../../inventory/urls'

// Every location with the channels it sells through: one request answers the whole channels list.
const LOCATIONS_QUERY = { limit: 100, expand: 'sales_channels' }

/** The store's stock locations, each with its sales channels, and those that sell through a channel. */
export function useChannelLocations() {
  const { stock_locations, isLoading } = useAdminStockLocations(LOCATIONS_QUERY)
  const all = stock_locations ?? []
  const of = (channelId: string): StockLocation[] =>
    all.filter((l) => (l.sales_channels ?? []).some((c) => c.id === channelId))
  return { all, of, isLoading }
}

/** A channel's stock locations in the list, or a warning that none sells through it. */
export function ChannelLocationsCell({ locations }: { locations: StockLocation[] }) {
  const { t } = useTranslation('settings')
  if (locations.length === 0)
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800">
        <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
        {t('channels.noLocation')}
      </span>
    )
  return <span className="text-sm text-gray-700">{locations.map((l) => l.name).join(', ')}</span>
}

/**
 * On a channel's page: where it sells from, and when nothing does, why its products look sold out,
 * with the link to a location made right there.
 */
export function ChannelLocationsNotice({ channelId }: { channelId: string }) {
  const { t } = useTranslation('settings')
  const readOnly = useReadOnly()
  const selectId = useId()
  const feedback = useMutationFeedback('settings')
  const { all, of, isLoading } = useChannelLocations()
  const add = useAdminAddLocationToSalesChannel()
  const [choice, setChoice] = useState('')
  if (isLoading) return null
  const linked = of(channelId)
  if (linked.length > 0)
    return (
      <p className="text-sm text-gray-700">
        <span className="font-medium text-gray-900">{t('channels.locations')}:</span>{' '}
        {linked.map((l) => l.name).join(', ')}
      </p>
    )
  const picked = choice || (all.length === 1 ? all[0]!.id : '')
  const link = () =>
    add.mutate(
      { sales_channel_id: channelId, location_id: picked },
      {
        onSuccess: () => {
          feedback.success(t('channels.locationLinked'))
          setChoice('')
        },
        onError: feedback.failure,
      },
    )
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-6 py-4"
    >
      <div>
        <h2 className="text-sm font-semibold text-amber-900">{t('channels.noLocationTitle')}</h2>
        <p className="text-sm text-amber-900">{t('channels.noLocationWarning')}</p>
      </div>
      {!readOnly &&
        (all.length === 0 ? (
          <p className="text-sm text-amber-900">
            {t('channels.noLocationsYet')}{' '}
            <Link to={`${LOCATIONS_PATH}?new=1`} className="font-medium underline">
              {t('channels.addLocation')}
            </Link>
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-amber-900">
                {t('channels.sellFrom')}
              </label>
              <select
                id={selectId}
                value={picked}
                onChange={(e) => setChoice(e.target.value)}
                className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
              >
                {all.length > 1 && <option value="">—</option>}
                {all.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <Button size="small" disabled={!picked} loading={add.isPending} onClick={link}>
              {t('channels.link')}
            </Button>
          </div>
        ))}
    </div>
  )
}
