import type { GiftCard } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatDate, formatMoney } from '../../lib/format'
import { GiftCardStatusBadge } from './gift-card-badge'

const money = (amount: number, card: GiftCard, locale: string) =>
  card.region ? formatMoney(amount, card.region.currency_code, locale) : String(amount)

export function giftCardColumns(t: TFunction, locale: string): DataTableColumn<GiftCard>[] {
  return [
    {
      id: 'code',
      header: t('fields.code'),
      sortKey: 'code',
      cell: (c) => (
        <span className="font-mono font-medium text-gray-900" dir="ltr">
          {c.code}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('fields.balance'),
      sortKey: 'balance',
      className: 'text-end',
      cell: (c) => (
        <span className="tabular-nums">
          {money(c.balance, c, locale)} <span className="text-gray-400">/ {money(c.value, c, locale)}</span>
        </span>
      ),
    },
    { id: 'region', header: t('fields.region'), cell: (c) => c.region?.name ?? '—' },
    { id: 'status', header: t('fields.status'), cell: (c) => <GiftCardStatusBadge card={c} /> },
    {
      id: 'created_at',
      header: t('fields.created'),
      sortKey: 'created_at',
      cell: (c) => formatDate(c.created_at, locale),
    },
  ]
}
