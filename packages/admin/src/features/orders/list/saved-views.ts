import { TABLE_KEYS } from '../../../components/ui/data-table-state'
import { ORDER_FILTER_KEYS } from '../urls'

// Saved views of the orders list: named filter sets kept in the signed-in user's metadata under one
// namespaced key (POST /admin/users/:id merges metadata by top-level key, so other keys are untouched).

export const VIEWS_METADATA_KEY = 'mercato_order_views'
/** The server bounds a metadata write at 16 kB; these limits keep the key well under it. */
export const MAX_VIEWS = 20
export const MAX_VIEW_NAME = 60
const MAX_QUERY_LENGTH = 500

export interface SavedView {
  id: string
  name: string
  /** The list's URL query (filters, search and sort; never the page), e.g. `status=pending&q=ann`. */
  query: string
}

/** URL keys a view keeps: the filters, the search and the sort. */
const VIEW_KEYS: readonly string[] = [...ORDER_FILTER_KEYS, TABLE_KEYS.search, TABLE_KEYS.order]

/** The view part of a query string, in a fixed key order so equal filters compare equal. */
export function viewQuery(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search)
  const out = new URLSearchParams()
  for (const key of VIEW_KEYS)
    for (const value of [...params.getAll(key)].sort()) if (value) out.append(key, value)
  return out.toString()
}

/**
 * The views every user has, before their own: the day's work (orders to fulfil, payments to capture)
 * and the archive. Their names are translated (`views.builtIn.<id>`); they cannot be renamed or deleted.
 */
export const BUILT_IN_VIEWS: readonly SavedView[] = [
  {
    id: 'unfulfilled',
    query: 'status=pending&fulfillment_status=not_fulfilled&fulfillment_status=partially_fulfilled',
  },
  { id: 'toCapture', query: 'status=pending&payment_status=awaiting' },
  { id: 'archived', query: 'status=archived' },
].map((view) => ({ ...view, name: view.id, query: viewQuery(view.query) }))

/** The views stored in a user's metadata; anything malformed is skipped, not trusted. */
export function readViews(metadata: Record<string, unknown> | null | undefined): SavedView[] {
  const stored = metadata?.[VIEWS_METADATA_KEY]
  if (!Array.isArray(stored)) return []
  return stored
    .filter(
      (v): v is SavedView =>
        !!v &&
        typeof v === 'object' &&
        typeof v.id === 'string' &&
        typeof v.name === 'string' &&
        typeof v.query === 'string',
    )
    .map((v) => ({ id: v.id, name: v.name, query: viewQuery(v.query) }))
}

export type ViewProblem = 'nameRequired' | 'nameTooLong' | 'nameTaken' | 'tooMany' | 'queryTooLong'

/** Why a name cannot be used (null when it can); `except` is the view being renamed. */
export function nameProblem(views: SavedView[], name: string, except?: string): ViewProblem | null {
  const text = name.trim()
  if (!text) return 'nameRequired'
  if (text.length > MAX_VIEW_NAME) return 'nameTooLong'
  const lower = text.toLocaleLowerCase()
  if (views.some((v) => v.id !== except && v.name.toLocaleLowerCase() === lower)) return 'nameTaken'
  return null
}

export function addView(
  views: SavedView[],
  name: string,
  search: string,
  id: string,
): { views: SavedView[]; problem?: undefined } | { views?: undefined; problem: ViewProblem } {
  const problem = nameProblem(views, name)
  if (problem) return { problem }
  if (views.length >= MAX_VIEWS) return { problem: 'tooMany' }
  const query = viewQuery(search)
  if (query.length > MAX_QUERY_LENGTH) return { problem: 'queryTooLong' }
  return { views: [...views, { id, name: name.trim(), query }] }
}

export function renameView(views: SavedView[], id: string, name: string) {
  const problem = nameProblem(views, name, id)
  if (problem) return { problem }
  return { views: views.map((v) => (v.id === id ? { ...v, name: name.trim() } : v)) }
}

export const removeView = (views: SavedView[], id: string) => views.filter((v) => v.id !== id)

/** The saved view the list shows now, if its filters are exactly the URL's. */
export const activeView = (views: SavedView[], search: string) => {
  const current = viewQuery(search)
  return views.find((v) => v.query === current)
}
