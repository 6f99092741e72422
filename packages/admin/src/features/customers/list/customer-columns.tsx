import type { Customer } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate } from '../../../lib/format'
import { AccountBadge } from '../account-badge'

const muted = <span className="text-gray-400">—</span>

/** Columns of a customers table (the list and a group's members); name, e-mail and date sort on the API. */
export function customerColumns(t: TFunction<'customers'>, locale: string): DataTableColumn<Customer>[] {
  return [
    {
      id: 'name',
      header: t('fields.name'),
      sortKey: 'first_name',
      cell: (c) => {
        const name = [c.first_name, c.last_name].filter(Boolean).join(' ')
        return name ? <span className="font-medium text-gray-900">{name}</span> : muted
      },
    },
    {
      id: 'email',
      header: t('fields.email'),
      sortKey: 'email',
      className: 'whitespace-nowrap',
      cell: (c) => c.email,
    },
    { id: 'account', header: t('fields.account'), cell: (c) => <AccountBadge hasAccount={c.has_account} /> },
    {
      id: 'groups',
      header: t('groups.title'),
      cell: (c) => (c.groups?.length ? c.groups.map((g) => g.name).join(', ') : muted),
    },
    {
      id: 'created_at',
      header: t('fields.joined'),
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (c) => formatDate(c.created_at, locale),
    },
  ]
}
