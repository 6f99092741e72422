import type { SalesChannel } from '@mercato/client'
import { useAdminSalesChannels, useAdminStore } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { useNewParam } from '../../collections/urls'
import { SettingsHeader } from '../page-header'
import { salesChannelPath } from '../urls'
import { Pill } from '../pill'
import { ChannelActions } from './channel-actions'
import { ChannelFormModal } from './channel-form-modal'
import { ChannelLocationsCell, useChannelLocations } from './channel-locations'

/** /a/settings/sales-channels: where products are sold; create, edit, disable. */
export default function SalesChannelsPage() {
  const { t } = useTranslation('settings')
  const state = useTableState()
  const create = useNewParam()
  const [editing, setEditing] = useState<SalesChannel | null>(null)
  const { store } = useAdminStore()
  const { sales_channels, count, isLoading, isPlaceholderData, error, refetch } = useAdminSalesChannels(
    {
      limit: state.limit,
      offset: state.offset,
      ...(state.q ? { q: state.q } : {}),
      ...(state.order ? { order: state.order } : {}),
    },
    { placeholderData: keepPreviousData },
  )
  // On a phone the list keeps the name, status and actions; the description goes under the name.
  const narrow = useNarrowScreen()
  // A channel no location sells through shows its products as sold out: the list says so.
  const locations = useChannelLocations()
  const columns: DataTableColumn<SalesChannel>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      cell: (c) => {
        const name = <span className="font-medium text-gray-900">{c.name}</span>
        if (!narrow || !c.description) return name
        return (
          <div>
            {name}
            <p className="text-xs text-gray-500">{c.description}</p>
          </div>
        )
      },
    },
    {
      id: 'description',
      header: t('fields.description'),
      wideOnly: true,
      cell: (c) => c.description || '—',
    },
    {
      id: 'locations',
      header: t('channels.locations'),
      // On a phone the channel's page says it instead (its warning and where it sells from).
      wideOnly: true,
      cell: (c) => (locations.isLoading ? '…' : <ChannelLocationsCell locations={locations.of(c.id)} />),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (c) =>
        c.is_disabled ? (
          <Pill tone="grey">{t('channels.statusDisabled')}</Pill>
        ) : (
          <Pill tone="green">{t('channels.statusEnabled')}</Pill>
        ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: (c) => (
        <ChannelActions
          channel={c}
          isDefault={c.id === store?.default_sales_channel_id}
          onEdit={() => setEditing(c)}
        />
      ),
    },
  ]
  const title = t('channels.title')
  const newButton = <Button onClick={create.open}>{t('channels.new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader title={title} actions={newButton} />
      <DataTable
        label={title}
        columns={columns}
        rows={sales_channels}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(c) => salesChannelPath(c.id)}
        empty={{
          title: t('channels.emptyTitle'),
          description: t('channels.emptyDescription'),
          action: newButton,
        }}
      />
      {create.isOpen && <ChannelFormModal onClose={create.close} />}
      {editing && <ChannelFormModal channel={editing} onClose={() => setEditing(null)} />}
    </section>
  )
}
