import { useAdminCustomers } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { WidgetZone } from '../../../extensions/context'
import { ExportButton } from '../../batch-jobs/export-button'
import { useNewParam } from '../../collections/urls'
import { CreateCustomerModal } from '../create-customer-modal'
import { GROUPS_PATH, customerPath, customersQuery } from '../urls'
import { customerColumns } from './customer-columns'

/** /a/customers: searchable, sortable list; rows open the customer; ?new=1 opens the create modal. */
export default function CustomersListPage() {
  const { t, i18n } = useTranslation('customers')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const create = useNewParam()
  const { customers, count, isLoading, isPlaceholderData, error, refetch } = useAdminCustomers(
    customersQuery(state),
    { placeholderData: keepPreviousData },
  )
  const narrow = useNarrowScreen()
  const columns = useMemo(() => customerColumns(t, locale, { narrow }), [t, locale, narrow])
  const title = t('title')
  const newButton = <Button onClick={create.open}>{t('new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="customer.list.before" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="flex items-center gap-3">
          <Link to={GROUPS_PATH} className="text-sm font-medium text-violet-700 hover:underline">
            {t('groups.title')}
          </Link>
          <ExportButton
            type="customer-export"
            // The export selects what the search selects, newest first.
            context={state.q ? { filterable_fields: { q: state.q } } : {}}
            ns="customers"
          />
          {newButton}
        </div>
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={customers}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(c) => customerPath(c.id)}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription'), action: newButton }}
      />
      <WidgetZone name="customer.list.after" />
      {create.isOpen && <CreateCustomerModal onClose={create.close} />}
    </section>
  )
}
