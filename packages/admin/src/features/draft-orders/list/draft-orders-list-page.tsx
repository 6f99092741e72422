import { useAdminDraftOrders } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import { MultiFilter } from '../../../components/ui/data-table-filters'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { WidgetZone } from '../../../extensions/context'
import { NewDraftModal } from '../new/new-draft-modal'
import { DRAFT_FILTER_KEYS, draftOrderPath, draftOrdersQuery, useNewDraftParam } from '../urls'
import { draftColumns } from './draft-columns'

/** /a/draft-orders: searchable (e-mail or number), filterable by status; ?new=1 opens the wizard. */
export default function DraftOrdersListPage() {
  const { t, i18n } = useTranslation('draft-orders')
  const { t: tc } = useTranslation()
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState(DRAFT_FILTER_KEYS)
  const create = useNewDraftParam()
  const { draft_orders, count, isLoading, isPlaceholderData, error, refetch } = useAdminDraftOrders(
    draftOrdersQuery(state),
    { placeholderData: keepPreviousData },
  )
  const narrow = useNarrowScreen()
  const columns = useMemo(() => draftColumns(t, locale, narrow), [t, locale, narrow])
  const title = t('list.title')
  const newButton = <Button onClick={create.open}>{t('list.new')}</Button>
  const statuses = (['open', 'completed'] as const).map((s) => ({
    value: s,
    label: tc(`status.draftOrder.${s}`),
  }))

  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="draft_order.list.before" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {newButton}
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={draft_orders}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(d) => draftOrderPath(d.id)}
        filters={
          <MultiFilter
            label={t('columns.status')}
            options={statuses}
            value={state.filters.status ?? []}
            onChange={(values) => state.setFilter('status', values)}
          />
        }
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newButton }}
      />
      <WidgetZone name="draft_order.list.after" />
      {create.isOpen && <NewDraftModal onClose={create.close} />}
    </section>
  )
}
