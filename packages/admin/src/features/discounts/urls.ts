import type { AdminGetDiscountsParams, DiscountRuleType } from '@mercato/client'
import { DISCOUNT_RULE_TYPES, DISCOUNT_STATUSES, type DiscountStatus } from '@mercato/domain'
import { type TableState, useTableState } from '../../components/ui/data-table-state'

/** Where the discounts list and one discount live, under the router's /app basename. */
export const DISCOUNTS_PATH = '/a/discounts'
export const discountPath = (id: string) => `${DISCOUNTS_PATH}/${id}`

/** The list's URL filters: status (active, scheduled, expired, disabled), rule type, and code kind. */
export const DISCOUNT_FILTER_KEYS = ['status', 'type', 'kind'] as const
export const useDiscountsListState = () => useTableState(DISCOUNT_FILTER_KEYS)

/** A two-valued filter narrows only when exactly one of its values is chosen. */
const oneOf = (values: string[] | undefined, yes: string, no: string) =>
  values?.length === 1 ? values[0] === yes || (values[0] === no ? false : undefined) : undefined

/** The Admin API query for the list's table state (search, sort, page and filters). */
export function discountsQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order' | 'filters'>,
): AdminGetDiscountsParams {
  const query: AdminGetDiscountsParams = { limit: state.limit, offset: state.offset }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  const type = state.filters.type?.find((v): v is DiscountRuleType =>
    (DISCOUNT_RULE_TYPES as readonly string[]).includes(v),
  )
  // The API filters one rule type at a time; several chosen types mean "any".
  if (type && state.filters.type?.length === 1) query.rule = { type }
  const statuses = (state.filters.status ?? []).filter((v): v is DiscountStatus =>
    (DISCOUNT_STATUSES as readonly string[]).includes(v),
  )
  // All four statuses are every discount: no filter.
  if (statuses.length > 0 && statuses.length < DISCOUNT_STATUSES.length) query.status = statuses
  const dynamic = oneOf(state.filters.kind, 'dynamic', 'code')
  if (dynamic !== undefined) query.is_dynamic = dynamic
  return query
}
