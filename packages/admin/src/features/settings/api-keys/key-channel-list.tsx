import type { PublishableApiKey } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { salesChannelPath } from '../urls'

/**
 * The sales channels a key opens, each linking to its page. A key without any shows the store's
 * default channel's products, which the list says rather than leaving the cell blank.
 */
export function KeyChannelList({ apiKey }: { apiKey: PublishableApiKey }) {
  const { t } = useTranslation('settings')
  const channels = apiKey.sales_channels ?? []
  if (channels.length === 0) return <span className="text-gray-500">{t('apiKeys.noChannels')}</span>
  return (
    <ul
      className="flex flex-wrap gap-x-2 gap-y-0.5"
      aria-label={t('apiKeys.channelsLabel', { name: apiKey.title })}
    >
      {channels.map((channel, i) => (
        <li key={channel.id}>
          <Link className="text-violet-700 hover:underline" to={salesChannelPath(channel.id)}>
            {channel.name}
          </Link>
          {i < channels.length - 1 && <span aria-hidden="true">,</span>}
        </li>
      ))}
    </ul>
  )
}
