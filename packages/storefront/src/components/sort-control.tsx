import { useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useI18n } from '../i18n/context'
import { LISTING_SORTS, type ListingSort, sortFrom, sortedSearch } from '../listing-sort'

const LABELS: Record<ListingSort, string> = {
  newest: 'catalogue.sort.newest',
  'name-asc': 'catalogue.sort.nameAsc',
  'name-desc': 'catalogue.sort.nameDesc',
}

const noSubscription = () => () => {}

/**
 * Picks the list's order: a GET form that works before the page's code has loaded (the button sends
 * it); once it has, choosing an order is enough, so the button is hidden. A new order starts again at
 * the first page.
 */
export function SortControl() {
  const { t } = useI18n()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  // False on the server and while hydrating (both render the button), true once the page has taken over.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  // The new page renders in a transition and may wait for its products, so until it shows, the address
  // still holds the old order: the chosen one is kept for the address it was chosen on.
  const [chosen, setChosen] = useState<{ on: string; sort: ListingSort } | null>(null)
  const sort = chosen?.on === search ? chosen.sort : sortFrom(search)
  const q = new URLSearchParams(search).get('q')
  const go = (value: string) => {
    const next = sortFrom(`order=${value}`)
    setChosen({ on: search, sort: next })
    navigate(`${pathname}${sortedSearch(search, next)}`)
  }
  return (
    <form
      method="get"
      action={pathname}
      className="mb-6 flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault()
        go(new FormData(e.currentTarget).get('order') as string)
      }}
    >
      {q !== null && <input type="hidden" name="q" value={q} />}
      <label htmlFor="listing-order">{t('catalogue.sort.label')}</label>
      <select
        id="listing-order"
        name="order"
        value={sort}
        onChange={(e) => go(e.target.value)}
        className="rounded border border-stone-300 bg-white px-2 py-1.5"
      >
        {LISTING_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(LABELS[s])}
          </option>
        ))}
      </select>
      <button
        type="submit"
        hidden={hydrated}
        className="rounded border border-stone-300 px-3 py-1.5 hover:bg-stone-100"
      >
        {t('catalogue.sort.apply')}
      </button>
    </form>
  )
}
