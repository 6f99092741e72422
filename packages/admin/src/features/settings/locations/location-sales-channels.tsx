import type { StockLocation } from '@mercato/client'
import {
  useAdminAddLocationToSalesChannel,
  useAdminRemoveLocationFromSalesChannel,
  useAdminSalesChannels,
} from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useReadOnly } from '../../../components/ui/read-only'
import { Section } from '../../../components/ui/section'

/** The sales channels that sell from a location: add one from a menu, remove one after asking. */
export function LocationSalesChannels({ location }: { location: StockLocation }) {
  const { t } = useTranslation('inventory')
  // A member looks at the links; the picker to add one would only lead to a refused request.
  const readOnly = useReadOnly()
  const selectId = useId()
  const feedback = useMutationFeedback('inventory')
  const { sales_channels } = useAdminSalesChannels({ limit: 100 })
  const add = useAdminAddLocationToSalesChannel()
  const remove = useAdminRemoveLocationFromSalesChannel()
  const [choice, setChoice] = useState('')
  const linked = location.sales_channels ?? []
  const addable = (sales_channels ?? []).filter((c) => !linked.some((l) => l.id === c.id))

  const onAdd = () =>
    add.mutate(
      { sales_channel_id: choice, location_id: location.id },
      {
        onSuccess: () => {
          feedback.success(t('locations.channelAdded'))
          setChoice('')
        },
        onError: feedback.failure,
      },
    )
  const onRemove = async (channel: { id: string; name: string }) => {
    const ok = await confirm({
      title: t('locations.removeChannelTitle', { name: channel.name }),
      description: t('locations.removeChannelDescription'),
      confirmLabel: t('remove'),
      destructive: true,
    })
    if (ok)
      remove.mutate(
        { sales_channel_id: channel.id, location_id: location.id },
        { onSuccess: () => feedback.success(t('locations.channelRemoved')), onError: feedback.failure },
      )
  }
  return (
    <Section title={t('locations.salesChannels')}>
      <div className="flex flex-col gap-4">
        {linked.length === 0 ? (
          <EmptyState
            title={t('locations.noChannelsTitle')}
            description={t('locations.noChannelsDescription')}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100" aria-label={t('locations.salesChannels')}>
            {linked.map((channel) => (
              <li key={channel.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="text-gray-900">{channel.name}</span>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('locations.removeChannel', { name: channel.name })}
                  onClick={() => void onRemove(channel)}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {addable.length > 0 && !readOnly && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
                {t('locations.addChannel')}
              </label>
              <select
                id={selectId}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
              >
                <option value="">{t('choose')}</option>
                {addable.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <Button size="small" disabled={!choice} loading={add.isPending} onClick={onAdd}>
              {t('add')}
            </Button>
          </div>
        )}
      </div>
    </Section>
  )
}
