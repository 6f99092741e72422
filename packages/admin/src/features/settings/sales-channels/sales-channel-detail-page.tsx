import type { SalesChannel } from '@mercato/client'
import {
  useAdminAddProductsToSalesChannel,
  useAdminDeleteProductsFromSalesChannel,
  useAdminSalesChannel,
  useAdminStore,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { BackLink, DetailPageState } from '../../../components/ui/detail-page'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { AssignedProducts } from '../../collections/assigned-products'
import { Pill } from '../pill'
import { SALES_CHANNELS_PATH } from '../urls'
import { ChannelActions } from './channel-actions'
import { ChannelFormModal } from './channel-form-modal'
import { ChannelLocationsNotice } from './channel-locations'

function ChannelDetail({ channel }: { channel: SalesChannel }) {
  const { t } = useTranslation('settings')
  const { t: tc } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('settings')
  const { store } = useAdminStore()
  const [editing, setEditing] = useState(false)
  const add = useAdminAddProductsToSalesChannel(channel.id)
  const remove = useAdminDeleteProductsFromSalesChannel(channel.id)
  const byId = (ids: string[]) => ({ product_ids: ids.map((id) => ({ id })) })
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={SALES_CHANNELS_PATH} label={t('channels.back')} />
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-gray-200 bg-white px-6 py-4">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold text-gray-900">
              <bdi>{channel.name}</bdi>
            </h1>
            {channel.is_disabled ? (
              <Pill tone="grey">{t('channels.statusDisabled')}</Pill>
            ) : (
              <Pill tone="green">{t('channels.statusEnabled')}</Pill>
            )}
          </div>
          {channel.description && (
            <p className="text-sm text-gray-600" dir="auto">
              {channel.description}
            </p>
          )}
        </div>
        <ChannelActions
          channel={channel}
          isDefault={channel.id === store?.default_sales_channel_id}
          onEdit={() => setEditing(true)}
          onDeleted={() => navigate(SALES_CHANNELS_PATH)}
        />
      </header>
      <ChannelLocationsNotice channelId={channel.id} />
      {/* What shoppers of this channel (its publishable keys) can find and buy. */}
      <AssignedProducts
        filter={{ sales_channel_id: [channel.id] }}
        ownerName={channel.name}
        emptyText={t('channels.noProducts')}
        adding={add.isPending}
        onAdd={(ids) =>
          feedback.track(add.mutateAsync(byId(ids)), tc('products.added', { count: ids.length }))
        }
        onRemove={(id) => feedback.track(remove.mutateAsync(byId([id])), tc('products.removed'))}
      />
      {editing && <ChannelFormModal channel={channel} onClose={() => setEditing(false)} />}
    </div>
  )
}

/** /a/settings/sales-channels/:id — a channel, its status and the products it sells. */
export default function SalesChannelDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('settings')
  const { sales_channel, isLoading, error } = useAdminSalesChannel(id, { retry: false })
  if (isLoading || !sales_channel)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('channels.notFound')}
        back={t('channels.back')}
        to={SALES_CHANNELS_PATH}
      />
    )
  return <ChannelDetail key={sales_channel.id} channel={sales_channel} />
}
