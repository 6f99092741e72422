import type { Customer } from '@mercato/client'
import type { TFunction } from 'i18next'
import { joinList } from '@mercato/domain'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate } from '../../../lib/format'
import { AccountBadge } from '../account-badge'

const muted = <span className="text-gray-400">—</span>

/**
 * An e-mail address cut to its cell. Laid out left to right, so that an Arabic page cuts its end, not
 * its start, yet kept to the cell's start edge.
 */
const Email = ({ className = '', children }: { className?: string; children: string }) => (
  <p dir="ltr" className={`truncate rtl:text-right ${className}`}>
    {children}
  </p>
)

const groupNames = (c: Customer, locale: string) =>
  joinList(c.groups?.map((g) => g.name) ?? [], locale, 'plain')

interface CustomerColumnsOptions {
  /** A phone's table: it keeps the name and account, with the e-mail and groups under the name and the
   * joining date under the account. */
  narrow?: boolean
  /** False in a group's members table: every row is in that group, so its name would only repeat. */
  groups?: boolean
}

/** Columns of a customers table (the list and a group's members); name, e-mail and date sort on the API. */
export function customerColumns(
  t: TFunction<'customers'>,
  locale: string,
  { narrow = false, groups = true }: CustomerColumnsOptions = {},
): DataTableColumn<Customer>[] {
  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortKey: 'first_name',
      // On a phone the column takes the width the account leaves, and cuts what is longer.
      className: narrow ? 'w-full max-w-0' : undefined,
      cell: (c) => {
        const name = [c.first_name, c.last_name].filter(Boolean).join(' ')
        if (!narrow) return name ? <span className="font-medium text-gray-900">{name}</span> : muted
        return (
          <div className="text-xs text-gray-500">
            {/* A guest has no name: the e-mail address is what tells them apart. */}
            {name ? (
              // A Latin name on an Arabic page is cut at its end too, and still kept to the start edge.
              <p dir="auto" className="truncate text-sm font-medium text-gray-900 rtl:text-right">
                {name}
              </p>
            ) : (
              <Email className="text-sm font-medium text-gray-900">{c.email}</Email>
            )}
            {name && <Email>{c.email}</Email>}
            {groups && groupNames(c, locale) && <p className="truncate">{groupNames(c, locale)}</p>}
          </div>
        )
      },
    },
    {
      id: 'email',
      header: t('fields.email'),
      sortKey: 'email',
      className: 'whitespace-nowrap',
      wideOnly: true,
      cell: (c) => c.email,
    },
    {
      id: 'account',
      header: t('fields.account'),
      cell: (c) =>
        narrow ? (
          <div className="flex flex-col items-start gap-1">
            <AccountBadge hasAccount={c.has_account} />
            <span className="max-w-24 text-xs text-gray-500">{formatDate(c.created_at, locale)}</span>
          </div>
        ) : (
          <AccountBadge hasAccount={c.has_account} />
        ),
    },
    {
      id: 'groups',
      header: t('groups.title'),
      wideOnly: true,
      cell: (c) => groupNames(c, locale) || muted,
    },
    {
      id: 'created_at',
      header: t('fields.joined'),
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      wideOnly: true,
      cell: (c) => formatDate(c.created_at, locale),
    },
  ]
  return groups ? columns : columns.filter((c) => c.id !== 'groups')
}
