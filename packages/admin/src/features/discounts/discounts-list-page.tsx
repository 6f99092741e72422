import { DISCOUNT_RULE_TYPES, DISCOUNT_STATUSES } from '@mercato/domain'
import { useAdminDiscounts } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { DataTable } from '../../components/ui/data-table'
import { MultiFilter } from '../../components/ui/data-table-filters'
import type { TableState } from '../../components/ui/data-table-state'
import { useNarrowScreen } from '../../components/ui/narrow-screen'
import { WidgetZone } from '../../extensions/context'
import { useNewParam } from '../collections/urls'
import { discountColumns } from './discount-columns'
import { CreateDiscountModal } from './discount-create-modal'
import { DISCOUNTS_PATH, discountPath, discountsQuery, useDiscountsListState } from './urls'

function DiscountFilters({ state }: { state: TableState }) {
  const { t } = useTranslation('discounts')
  const filter = (key: string, label: string, values: readonly string[], prefix: string) => (
    <MultiFilter
      label={label}
      options={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
      value={state.filters[key] ?? []}
      onChange={(chosen) => state.setFilter(key, chosen)}
    />
  )
  return (
    <>
      {filter('status', t('fields.status'), DISCOUNT_STATUSES, 'status')}
      {filter('type', t('fields.type'), DISCOUNT_RULE_TYPES, 'type')}
      {filter('kind', t('filters.kind'), ['code', 'dynamic'], 'filters')}
    </>
  )
}

/**
 * /a/discounts: every discount with its status and usage; search, filters, sort and page in the URL.
 * /a/discounts/new (Medusa's address of the create form) and ?new=1 open the create form over it.
 */
export default function DiscountsListPage({ creating = false }: { creating?: boolean }) {
  const { t, i18n } = useTranslation('discounts')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useDiscountsListState()
  const newParam = useNewParam()
  const navigate = useNavigate()
  const create = creating
    ? { isOpen: true, open: newParam.open, close: () => navigate(DISCOUNTS_PATH) }
    : newParam
  const { discounts, count, isLoading, isPlaceholderData, error, refetch } = useAdminDiscounts(
    discountsQuery(state),
    { placeholderData: keepPreviousData },
  )
  const narrow = useNarrowScreen()
  const columns = useMemo(() => discountColumns(t, locale, narrow), [t, locale, narrow])
  const title = t('title')
  const newButton = <Button onClick={create.open}>{t('new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="discount.list.before" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {newButton}
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={discounts}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(d) => discountPath(d.id)}
        filters={<DiscountFilters state={state} />}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription'), action: newButton }}
      />
      <WidgetZone name="discount.list.after" />
      {create.isOpen && <CreateDiscountModal onClose={create.close} />}
    </section>
  )
}
