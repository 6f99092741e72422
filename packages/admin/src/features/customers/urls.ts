import type { AdminGetCustomerGroupsParams, AdminGetCustomersParams } from '@mercato/client'
import type { TableState } from '../../components/ui/data-table-state'

/** Where customers and customer groups live, under the router's /app basename. */
export const CUSTOMERS_PATH = '/a/customers'
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${id}`
export const GROUPS_PATH = `${CUSTOMERS_PATH}/groups`
export const groupPath = (id: string) => `${GROUPS_PATH}/${id}`

type ListState = Pick<TableState, 'limit' | 'offset' | 'q' | 'order'>

/** The Admin API query for a customers table (the list, or a group's members): search, sort, page. */
export function customersQuery(state: ListState): AdminGetCustomersParams {
  const query: AdminGetCustomersParams = { limit: state.limit, offset: state.offset, expand: 'groups' }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  return query
}

/** The Admin API query for the groups table. */
export function groupsQuery(state: ListState): AdminGetCustomerGroupsParams {
  const query: AdminGetCustomerGroupsParams = { limit: state.limit, offset: state.offset }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  return query
}

/** A customer as staff know them: the name when there is one, else the e-mail. */
export function customerName(c: { first_name?: string | null; last_name?: string | null; email: string }) {
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email
}
