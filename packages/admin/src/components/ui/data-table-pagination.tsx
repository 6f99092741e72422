import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../lib/format'
import { PAGE_SIZES, type TableState } from './data-table-state'

/** Page numbers to show: the first, the last, and two either side of the current one; null = a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])
  const sorted = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of sorted) {
    const last = out.at(-1)
    if (typeof last === 'number' && p - last > 1) out.push(null)
    out.push(p)
  }
  return out
}

const pageButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm disabled:cursor-not-allowed disabled:text-gray-300'

/** "1–20 of 57", the page size, and numbered pages with previous and next. */
export function Pagination({ state, count }: { state: TableState; count: number }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? 'en'
  const pages = Math.max(1, Math.ceil(count / state.pageSize))
  const from = count === 0 ? 0 : Math.min(count, state.offset + 1)
  const to = Math.min(count, state.offset + state.pageSize)
  const n = (value: number) => formatNumber(value, locale)
  return (
    <nav
      aria-label={t('list.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-6 py-3 text-sm text-gray-500"
    >
      <div className="flex items-center gap-4">
        <span>{t('list.range', { from: n(from), to: n(to), total: n(count) })}</span>
        <label className="flex items-center gap-2">
          <span>{t('table.pageSize')}</span>
          <select
            value={state.pageSize}
            onChange={(e) => state.setPageSize(Number(e.target.value))}
            className="h-8 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-700"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {n(size)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={`${pageButton} hover:bg-gray-100`}
          disabled={state.page <= 1}
          onClick={() => state.setPage(state.page - 1)}
        >
          {t('list.previous')}
        </button>
        {pageWindow(Math.min(state.page, pages), pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${i}`} aria-hidden className="px-1">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-label={t('table.page', { page: p })}
              aria-current={p === state.page ? 'page' : undefined}
              className={`${pageButton} ${p === state.page ? 'bg-violet-600 font-medium text-white' : 'hover:bg-gray-100'}`}
              onClick={() => state.setPage(p)}
            >
              {n(p)}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${pageButton} hover:bg-gray-100`}
          disabled={to >= count}
          onClick={() => state.setPage(state.page + 1)}
        >
          {t('list.next')}
        </button>
      </div>
    </nav>
  )
}
