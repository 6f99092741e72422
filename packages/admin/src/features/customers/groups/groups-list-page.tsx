import type { CustomerGroup } from '@mercato/client'
import { useAdminCustomerGroupCustomers, useAdminCustomerGroups } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { BackLink } from '../../../components/ui/detail-page'
import { WidgetZone } from '../../../extensions/context'
import { formatDate, formatNumber } from '../../../lib/format'
import { useNewParam } from '../../collections/urls'
import { CUSTOMERS_PATH, groupPath, groupsQuery } from '../urls'
import { CreateGroupModal } from './group-form-modal'

/** How many customers a group holds: its members list's count (the groups list carries none). */
function MemberCount({ id, locale }: { id: string; locale: string }) {
  // No relations: only the count is read.
  const { count } = useAdminCustomerGroupCustomers(id, { limit: 1, expand: '' })
  return count === undefined ? <span className="text-gray-400">…</span> : formatNumber(count, locale)
}

/** /a/customers/groups: searchable, sortable list of groups; ?new=1 opens the create modal. */
export default function GroupsListPage() {
  const { t, i18n } = useTranslation('customers')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const create = useNewParam()
  const { customer_groups, count, isLoading, isPlaceholderData, error, refetch } = useAdminCustomerGroups(
    groupsQuery(state),
    { placeholderData: keepPreviousData },
  )
  const columns: DataTableColumn<CustomerGroup>[] = [
    {
      id: 'name',
      header: t('groups.name'),
      sortKey: 'name',
      cell: (g) => <span className="font-medium text-gray-900">{g.name}</span>,
    },
    {
      id: 'customers',
      header: t('title'),
      className: 'text-end',
      cell: (g) => <MemberCount id={g.id} locale={locale} />,
    },
    {
      id: 'created_at',
      header: t('fields.created'),
      sortKey: 'created_at',
      cell: (g) => formatDate(g.created_at, locale),
    },
  ]
  const title = t('groups.title')
  const newButton = <Button onClick={create.open}>{t('groups.new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="customer_group.list.before" />
      <BackLink to={CUSTOMERS_PATH} label={t('back')} />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {newButton}
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={customer_groups}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(g) => groupPath(g.id)}
        empty={{
          title: t('groups.emptyTitle'),
          description: t('groups.emptyDescription'),
          action: newButton,
        }}
      />
      <WidgetZone name="customer_group.list.after" />
      {create.isOpen && <CreateGroupModal onClose={create.close} />}
    </section>
  )
}
