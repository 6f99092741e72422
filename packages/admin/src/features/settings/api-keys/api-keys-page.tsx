import type { PublishableApiKey } from '@mercato/client'
import { useAdminPublishableApiKeys } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { formatDate } from '../../../lib/format'
import { useNewParam } from '../../collections/urls'
import { SettingsHeader } from '../page-header'
import { Pill } from '../pill'
import { CreateKeyModal } from './create-key-modal'
import { KeyActions } from './key-actions'
import { KeyChannelList } from './key-channel-list'
import { KeyChannelsModal } from './key-channels-modal'

/** /a/settings/publishable-api-keys: keys that scope Store API requests to sales channels. */
export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('settings')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const narrow = useNarrowScreen()
  const create = useNewParam()
  const [channelsOf, setChannelsOf] = useState<PublishableApiKey | null>(null)
  const { publishable_api_keys, count, isLoading, isPlaceholderData, error, refetch } =
    useAdminPublishableApiKeys(
      {
        limit: state.limit,
        offset: state.offset,
        ...(state.q ? { q: state.q } : {}),
        order: state.order || '-created_at',
        expand: 'sales_channels',
      },
      { placeholderData: keepPreviousData },
    )
  const columns: DataTableColumn<PublishableApiKey>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      sortKey: 'title',
      cell: (k) => (
        <div>
          <span className="font-medium whitespace-nowrap text-gray-900">{k.title}</span>
          {/* On a phone the channels go under the title, where the eye looks for what the key opens. */}
          {narrow && (
            <div className="mt-0.5 text-xs text-gray-500">
              <KeyChannelList apiKey={k} />
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'channels',
      header: t('apiKeys.channels'),
      wideOnly: true,
      cell: (k) => <KeyChannelList apiKey={k} />,
    },
    {
      id: 'token',
      header: t('apiKeys.token'),
      wideOnly: true,
      cell: (k) => (
        <code dir="ltr" className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">
          {k.id}
        </code>
      ),
    },
    {
      id: 'created',
      header: t('fields.created'),
      wideOnly: true,
      sortKey: 'created_at',
      cell: (k) => formatDate(k.created_at, locale),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (k) =>
        k.revoked_at ? (
          <Pill tone="red">{t('apiKeys.statusRevoked')}</Pill>
        ) : (
          <Pill tone="green">{t('apiKeys.statusActive')}</Pill>
        ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: (k) => <KeyActions apiKey={k} onChannels={() => setChannelsOf(k)} />,
    },
  ]
  const title = t('apiKeys.title')
  const newButton = <Button onClick={create.open}>{t('apiKeys.new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader title={title} actions={newButton} />
      <p className="text-sm text-gray-500">{t('apiKeys.intro')}</p>
      <DataTable
        label={title}
        columns={columns}
        rows={publishable_api_keys}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        empty={{
          title: t('apiKeys.emptyTitle'),
          description: t('apiKeys.emptyDescription'),
          action: newButton,
        }}
      />
      {create.isOpen && <CreateKeyModal onClose={create.close} />}
      {channelsOf && <KeyChannelsModal apiKey={channelsOf} onClose={() => setChannelsOf(null)} />}
    </section>
  )
}
