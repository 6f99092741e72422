import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { getErrorMessage } from '../../api/http'
import { type Row, useAdminList } from '../../api/lists'
import { Button } from '../../components/ui/button'
import { PageSpinner } from '../../components/ui/spinner'
import { WidgetZone } from '../../extensions/context'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { type Area, type Column, LIST_PAGE_SIZE } from './areas'

function Cell({ row, column, locale }: { row: Row; column: Column; locale: string }) {
  const { t } = useTranslation()
  const value = row[column.field]
  if (value === null || value === undefined || value === '') return <span className="text-gray-400">—</span>
  switch (column.format) {
    case 'date':
      return <>{formatDate(value as string, locale)}</>
    case 'number':
      return <>{typeof value === 'number' ? formatNumber(value, locale) : String(value)}</>
    case 'boolean':
      return <>{value ? t('common.yes') : t('common.no')}</>
    case 'money': {
      const currency = String(row[column.currencyField ?? 'currency_code'] ?? '')
      return (
        <>{typeof value === 'number' && currency ? formatMoney(value, currency, locale) : String(value)}</>
      )
    }
    default:
      return <>{String(value)}</>
  }
}

/** A plain, paginated list of one admin resource; page and search live in the URL. */
export default function ListPage({ area }: { area: Area }) {
  const { t, i18n } = useTranslation()
  const searchId = useId()
  const [params, setParams] = useSearchParams()
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0)
  const q = params.get('q') ?? ''
  const query = { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE, ...(q ? { q } : {}) }
  const { rows, count, isLoading, isError, error, isPlaceholderData } = useAdminList(area.resource, query)
  const locale = i18n.resolvedLanguage ?? 'en'
  const title = t(area.labelKey)

  const update = (next: { page?: number; q?: string }) => {
    const merged = new URLSearchParams(params)
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || value === 0) merged.delete(key)
      else merged.set(key, String(value))
    }
    setParams(merged)
  }
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim(), page: 0 })
  }

  const from = count === 0 ? 0 : page * LIST_PAGE_SIZE + 1
  const to = Math.min(count, (page + 1) * LIST_PAGE_SIZE)

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${searchId}-title`}>
      <WidgetZone name={`${area.zone}.list.before`} />
      <div className="rounded-xl border border-gray-200 bg-white">
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
          <h1 id={`${searchId}-title`} className="text-xl font-semibold text-gray-900">
            {title}
          </h1>
          <form aria-label={t('list.search')} onSubmit={onSearch} key={q} className="flex items-center gap-2">
            <label htmlFor={searchId} className="sr-only">
              {t('list.search')}
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              defaultValue={q}
              placeholder={`${t('list.search')}…`}
              className="h-9 rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm"
            />
          </form>
        </div>
        {isLoading ? (
          <PageSpinner />
        ) : isError ? (
          <p role="alert" className="px-6 py-10 text-center text-sm text-rose-600">
            {getErrorMessage(error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="px-6 py-16 text-center text-sm text-gray-500">
            {q ? t('list.noResults', { query: q }) : t('list.empty')}
          </p>
        ) : (
          <table className={`w-full text-start text-sm ${isPlaceholderData ? 'opacity-60' : ''}`}>
            <thead>
              <tr className="border-b border-gray-200 text-xs text-gray-500 uppercase">
                {area.columns.map((c) => (
                  <th key={c.field} scope="col" className="px-6 py-3 text-start font-medium">
                    {t(c.labelKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-gray-100 last:border-0">
                  {area.columns.map((c) => (
                    <td key={c.field} className="px-6 py-3 text-gray-700">
                      <Cell row={row} column={c} locale={locale} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav
          aria-label={t('list.pagination')}
          className="flex items-center justify-between gap-4 px-6 py-3 text-sm text-gray-500"
        >
          <span>
            {t('list.range', {
              from: formatNumber(from, locale),
              to: formatNumber(to, locale),
              total: formatNumber(count, locale),
            })}
          </span>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="small"
              disabled={page === 0}
              onClick={() => update({ page: page - 1 })}
            >
              {t('list.previous')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={to >= count}
              onClick={() => update({ page: page + 1 })}
            >
              {t('list.next')}
            </Button>
          </div>
        </nav>
      </div>
      <WidgetZone name={`${area.zone}.list.after`} />
    </section>
  )
}
