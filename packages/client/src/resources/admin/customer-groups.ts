import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  CustomerGroup,
  DateFilters,
  DeleteResponse,
  FindParams,
  ListParams,
  PaginatedResponse,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'
import type { AdminCustomersListRes, AdminGetCustomersParams } from './customers'

export interface AdminCustomerGroupsRes {
  customer_group: CustomerGroup
}
export interface AdminCustomerGroupsListRes extends PaginatedResponse {
  customer_groups: CustomerGroup[]
}
export type AdminCustomerGroupsDeleteRes = DeleteResponse<'customer_group'>
export interface AdminPostCustomerGroupsReq {
  name: string
  metadata?: Record<string, unknown>
}
export type AdminPostCustomerGroupsGroupReq = Partial<AdminPostCustomerGroupsReq>
export type AdminGetCustomerGroupsGroupParams = FindParams
export interface AdminGetCustomerGroupsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  name?: string[]
  discount_condition_id?: string
}
export interface AdminPostCustomerGroupsGroupCustomersBatchReq {
  customer_ids: { id: string }[]
}
export type AdminDeleteCustomerGroupsGroupCustomerBatchReq = AdminPostCustomerGroupsGroupCustomersBatchReq

export class AdminCustomerGroupsResource extends BaseResource {
  create(
    payload: AdminPostCustomerGroupsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomerGroupsRes> {
    return this.http.post('/admin/customer-groups', payload, customHeaders)
  }

  retrieve(
    id: string,
    query?: AdminGetCustomerGroupsGroupParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomerGroupsRes> {
    return this.http.get(`/admin/customer-groups/${id}`, query, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostCustomerGroupsGroupReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomerGroupsRes> {
    return this.http.post(`/admin/customer-groups/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminCustomerGroupsDeleteRes> {
    return this.http.delete(`/admin/customer-groups/${id}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetCustomerGroupsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomerGroupsListRes> {
    return this.http.get('/admin/customer-groups', query, customHeaders)
  }

  addCustomers(
    id: string,
    payload: AdminPostCustomerGroupsGroupCustomersBatchReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomerGroupsRes> {
    return this.http.post(`/admin/customer-groups/${id}/customers/batch`, payload, customHeaders)
  }

  removeCustomers(
    id: string,
    payload: AdminDeleteCustomerGroupsGroupCustomerBatchReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomerGroupsRes> {
    return this.http.delete(`/admin/customer-groups/${id}/customers/batch`, payload, customHeaders)
  }

  listCustomers(
    id: string,
    query?: AdminGetCustomersParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomersListRes> {
    return this.http.get(`/admin/customer-groups/${id}/customers`, query, customHeaders)
  }
}
