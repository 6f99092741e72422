import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { Button } from './button'
import { Pagination } from './data-table-pagination'
import { isFiltered, type TableState } from './data-table-state'
import { useNarrowScreen } from './narrow-screen'
import { EmptyState, type EmptyStateProps } from './empty-state'
import { Spinner } from './spinner'
import { ServerMessage } from '../../lib/server-message'

export interface DataTableColumn<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  /** The API's sort field; makes the header a sort button (`order=field` / `order=-field`). */
  sortKey?: string
  /** Extra classes of the column's cells (e.g. 'text-end' for numbers). */
  className?: string
  /**
   * Left out below the `md` breakpoint: on a phone the list keeps the columns that tell rows apart
   * instead of scrolling sideways to them.
   */
  wideOnly?: boolean
}

export interface DataTableProps<T extends { id: string }> {
  /** The table's accessible name, usually the page title. */
  label: string
  columns: DataTableColumn<T>[]
  /** Rows of the current page; undefined while the first load runs. */
  rows: T[] | undefined
  /** Total matching rows (the API's `count`). */
  count: number
  isLoading: boolean
  /** A failed load: shown with the server's message and a retry button. */
  error?: unknown
  onRetry?: () => void
  /** True while a new page loads over the old one (dims the rows). */
  isStale?: boolean
  state: TableState
  /** Where a row leads; rows are clickable (and open with Enter) only when given. */
  rowHref?: (row: T) => string
  /** The row's name (a product's title, an order's number): its checkbox then reads "Select {name}". */
  rowLabel?: (row: T) => string
  /** Adds a checkbox column; the bar above the table then shows these actions for the selection. */
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode
  /** Filter controls shown in the toolbar, next to the search box. */
  filters?: ReactNode
  /** Hides the search box for resources that cannot be searched. */
  searchable?: boolean
  /** What the search box finds, shown in it while empty (e.g. "Number, email, name or postcode"). */
  searchHint?: string
  /** Shown when nothing exists at all: say how to add the first item and offer the button. */
  empty: EmptyStateProps
}

const checkboxClass = 'size-4 rounded border-gray-300 accent-violet-600'

/**
 * A list page's table. Page, page size, search, sort and filters live in the URL (see useTableState);
 * the selection is per visit and cleared whenever the URL changes.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { t } = useTranslation()
  const { rows, count, state, rowHref, rowLabel, bulkActions } = props
  const narrow = useNarrowScreen()
  const columns = narrow ? props.columns.filter((c) => !c.wideOnly) : props.columns
  const navigate = useNavigate()
  const { search } = useLocation()
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map())
  const clearSelection = () => setSelected(new Map())
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page, filter or sort starts a new selection
  useEffect(() => setSelected(new Map()), [search])

  const pageRows = rows ?? []
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => selected.has(row.id))
  const someOnPage = pageRows.some((row) => selected.has(row.id))
  const toggle = (row: T, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      if (on) next.set(row.id, row)
      else next.delete(row.id)
      return next
    })
  const toggleAll = (on: boolean) =>
    setSelected(on ? new Map(pageRows.map((row) => [row.id, row])) : new Map())

  const open = (row: T) => rowHref && navigate(rowHref(row))
  // A row opens on a click of its own, not on one of its buttons or links, nor on a click inside a
  // dialog that a button of the row opened (React passes portal clicks up to the row).
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    const target = event.target as Element
    if (!event.currentTarget.contains(target)) return
    if (target.closest('button, a, input, select, textarea, label') !== null) return
    open(row)
  }
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) open(row)
  }
  const colSpan = columns.length + (bulkActions ? 1 : 0)

  let body: ReactNode
  if (props.isLoading) {
    body = <StatusRow colSpan={colSpan}>{<Spinner className="text-violet-600" />}</StatusRow>
  } else if (props.error) {
    body = (
      <StatusRow colSpan={colSpan}>
        <div role="alert" className="flex flex-col items-center gap-3 text-sm text-rose-600">
          <ServerMessage error={props.error} />
          {props.onRetry && (
            <Button browse variant="secondary" size="small" onClick={props.onRetry}>
              {t('table.retry')}
            </Button>
          )}
        </div>
      </StatusRow>
    )
  } else if (pageRows.length === 0) {
    body = (
      <StatusRow colSpan={colSpan}>
        {isFiltered(state) ? (
          <EmptyState
            title={state.q ? t('list.noResults', { query: state.q }) : t('table.noMatches')}
            action={
              <Button browse variant="secondary" size="small" onClick={state.clearFilters}>
                {t('table.clearAll')}
              </Button>
            }
          />
        ) : (
          <EmptyState {...props.empty} />
        )}
      </StatusRow>
    )
  } else {
    body = pageRows.map((row) => (
      <tr
        key={row.id}
        tabIndex={rowHref ? 0 : undefined}
        onClick={rowHref ? (event) => onRowClick(event, row) : undefined}
        onKeyDown={rowHref ? (event) => onRowKey(event, row) : undefined}
        aria-selected={bulkActions ? selected.has(row.id) : undefined}
        className={`border-b border-gray-100 last:border-0 ${selected.has(row.id) ? 'bg-violet-50/60' : ''} ${
          rowHref ? 'cursor-pointer hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none' : ''
        }`}
      >
        {bulkActions && (
          // Clicking the checkbox cell selects; it must not open the row.
          <td
            className="w-10 ps-4 pe-2 sm:ps-6"
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
          >
            <input
              type="checkbox"
              className={checkboxClass}
              aria-label={
                rowLabel ? t('table.selectNamedRow', { name: rowLabel(row) }) : t('table.selectRow')
              }
              checked={selected.has(row.id)}
              onChange={(e) => toggle(row, e.target.checked)}
            />
          </td>
        )}
        {columns.map((column) => (
          <td
            key={column.id}
            className={`px-2 py-3 text-gray-700 first:ps-4 last:pe-4 sm:px-4 sm:first:ps-6 sm:last:pe-6 ${column.className ?? ''}`}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ))
  }

  return (
    <div className="rounded-xl border border-gray-200 bg-white">
      <Toolbar {...props} />
      {bulkActions && selected.size > 0 && (
        <div
          role="toolbar"
          aria-label={t('table.bulkActions')}
          className="flex flex-wrap items-center gap-2 border-b border-violet-200 bg-violet-50 px-6 py-2 text-sm"
        >
          <span className="me-2 font-medium text-violet-900">
            {t('table.selected', { count: selected.size })}
          </span>
          {bulkActions([...selected.values()], clearSelection)}
          <Button browse variant="ghost" size="small" className="ms-auto" onClick={clearSelection}>
            {t('table.clearSelection')}
          </Button>
        </div>
      )}
      <div className="relative overflow-x-auto">
        <table
          aria-label={props.label}
          aria-busy={props.isLoading || props.isStale || undefined}
          className="w-full text-sm"
        >
          <thead>
            <tr className="border-b border-gray-200 text-xs text-gray-500">
              {bulkActions && (
                <th scope="col" className="w-10 ps-4 pe-2 sm:ps-6">
                  <input
                    type="checkbox"
                    className={checkboxClass}
                    aria-label={t('table.selectAll')}
                    checked={allOnPage}
                    ref={(el) => {
                      if (el) el.indeterminate = someOnPage && !allOnPage
                    }}
                    onChange={(e) => toggleAll(e.target.checked)}
                  />
                </th>
              )}
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} state={state} />
              ))}
            </tr>
          </thead>
          <tbody className={props.isStale ? 'opacity-60' : ''}>{body}</tbody>
        </table>
      </div>
      {/* An empty list has no pages: "0–0 of 0" and a lone page 1 said nothing. */}
      {(count > 0 || state.page > 1) && <Pagination state={state} count={count} />}
    </div>
  )
}

function StatusRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-6 py-10 text-center">
        {/* On a phone the columns are wider than the screen: the message stays in view, not mid-scroll. */}
        <div className="sticky start-6 flex max-w-[calc(100vw-5rem)] justify-center md:max-w-none">
          {children}
        </div>
      </td>
    </tr>
  )
}

function HeaderCell<T>({ column, state }: { column: DataTableColumn<T>; state: TableState }) {
  const { t } = useTranslation()
  // A column's own alignment (e.g. text-end for numbers) replaces the default start alignment.
  const align = column.className?.includes('text-')
    ? column.className
    : `text-start ${column.className ?? ''}`
  const base = `px-2 py-3 font-medium first:ps-4 last:pe-4 sm:px-4 sm:first:ps-6 sm:last:pe-6 ${align}`
  if (!column.sortKey) {
    return (
      <th scope="col" className={base}>
        {column.header}
      </th>
    )
  }
  const key = column.sortKey
  const direction = state.order === key ? 'ascending' : state.order === `-${key}` ? 'descending' : 'none'
  // Ascending first, then descending, then back to the API's default order.
  const next = direction === 'none' ? key : direction === 'ascending' ? `-${key}` : ''
  return (
    <th scope="col" aria-sort={direction} className={base}>
      <button
        type="button"
        onClick={() => state.setOrder(next)}
        aria-label={t('table.sortBy', { column: column.header })}
        className="inline-flex items-center gap-1 hover:text-gray-900"
      >
        {column.header}
        <span aria-hidden className={direction === 'none' ? 'opacity-30' : ''}>
          {direction === 'descending' ? '↓' : '↑'}
        </span>
      </button>
    </th>
  )
}

/** How long typing pauses before the list searches (Enter searches at once). */
export const SEARCH_DELAY_MS = 300

/**
 * The list's search box: it searches as the user types, once typing pauses, and at once on Enter. The
 * text follows the address when that changes from elsewhere (back, "Clear filters").
 */
function useSearchText(state: TableState) {
  const [text, setText] = useState(state.q)
  const sent = useRef(state.q)
  useEffect(() => {
    if (state.q === sent.current) return
    sent.current = state.q
    setText(state.q)
  }, [state.q])
  const send = (value: string, options?: { replace?: boolean }) => {
    if (value.trim() === sent.current) return
    sent.current = value.trim()
    state.setSearch(value, options)
  }
  useEffect(() => {
    if (text.trim() === sent.current) return
    // One history entry per search typed, not one per pause in typing it.
    const replace = sent.current !== '' && text.trim() !== ''
    const timer = setTimeout(() => send(text, { replace }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  })
  return { text, setText, send }
}

function Toolbar<T extends { id: string }>({
  state,
  filters,
  searchable = true,
  searchHint,
}: DataTableProps<T>) {
  const { t } = useTranslation()
  const searchId = useId()
  const search = useSearchText(state)
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    search.send(search.text)
  }
  if (!filters && !searchable) return null
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 px-6 py-3">
      {/* On a phone the filters take a row of their own and the search the next, full width. */}
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:flex-1">{filters}</div>
      {searchable && (
        <form aria-label={t('list.search')} onSubmit={onSearch} className="w-full sm:w-auto">
          <label htmlFor={searchId} className="sr-only">
            {t('list.search')}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            placeholder={searchHint ?? `${t('list.search')}…`}
            title={searchHint}
            className={`h-8 w-full rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm ${searchHint ? 'sm:w-72' : 'sm:w-56'}`}
          />
        </form>
      )}
    </div>
  )
}
