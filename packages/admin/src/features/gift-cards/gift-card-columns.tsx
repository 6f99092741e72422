import type { GiftCard } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatDate, formatMoney } from '../../lib/format'
import { GiftCardStatusBadge } from './gift-card-badge'

const money = (amount: number, card: GiftCard, locale: string) =>
  card.region ? formatMoney(amount, card.region.currency_code, locale) : String(amount)

/**
 * The gift cards list's columns. `narrow`: a phone's list, which keeps the code and balance; the region
 * and issue date go under the code and the status under the balance.
 */
export function giftCardColumns(t: TFunction, locale: string, narrow = false): DataTableColumn<GiftCard>[] {
  return [
    {
      id: 'code',
      header: t('fields.code'),
      sortKey: 'code',
      cell: (c) => {
        const code = (
          <span
            className={`font-mono font-medium text-gray-900 ${narrow ? 'whitespace-nowrap' : ''}`}
            dir="ltr"
          >
            {c.code}
          </span>
        )
        if (!narrow) return code
        return (
          <div>
            {code}
            {/* Each isolated, so that a right-to-left page keeps the region and the date apart. */}
            <p className="text-xs text-gray-500">
              {c.region && <bdi>{c.region.name}</bdi>}
              {c.region && ' · '}
              <bdi>{formatDate(c.created_at, locale)}</bdi>
            </p>
          </div>
        )
      },
    },
    {
      id: 'balance',
      header: t('fields.balance'),
      sortKey: 'balance',
      className: 'text-end',
      cell: (c) => {
        const balance = (
          <span className="tabular-nums">
            {money(c.balance, c, locale)} <span className="text-gray-500">/ {money(c.value, c, locale)}</span>
          </span>
        )
        if (!narrow) return balance
        return (
          <div className="flex flex-col items-end gap-1">
            {balance}
            <GiftCardStatusBadge card={c} />
          </div>
        )
      },
    },
    { id: 'region', header: t('fields.region'), wideOnly: true, cell: (c) => c.region?.name ?? '—' },
    {
      id: 'status',
      header: t('fields.status'),
      wideOnly: true,
      cell: (c) => <GiftCardStatusBadge card={c} />,
    },
    {
      id: 'created_at',
      header: t('fields.created'),
      sortKey: 'created_at',
      wideOnly: true,
      cell: (c) => formatDate(c.created_at, locale),
    },
  ]
}
