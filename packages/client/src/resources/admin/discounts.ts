import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DiscountRequirement, DiscountStatus } from '@mercato/domain'
import type {
  AllocationType,
  DateFilters,
  DeleteResponse,
  Discount,
  DiscountCondition,
  DiscountConditionOperator,
  DiscountRuleType,
  FindParams,
  ListParams,
  PaginatedResponse,
} from '../../types'
import { BaseResource, segment } from '../base'

export interface AdminDiscountsRes {
  discount: Discount
}
export interface AdminDiscountsListRes extends PaginatedResponse {
  discounts: Discount[]
}
export type AdminDiscountsDeleteRes = DeleteResponse<'discount'>
/** Deleting a condition also answers with the updated discount. */
export type AdminDiscountConditionsDeleteRes = DeleteResponse<'discount-condition'> & { discount: Discount }
export interface AdminDiscountConditionsRes {
  discount_condition: DiscountCondition
}
/** Condition resources by kind: ids to include (`in`) or exclude (`not_in`). */
export interface AdminUpsertConditionReq {
  products?: string[]
  product_types?: string[]
  product_collections?: string[]
  product_tags?: string[]
  customer_groups?: string[]
}
export interface AdminPostDiscountsDiscountConditions extends AdminUpsertConditionReq {
  operator: DiscountConditionOperator
}
export type AdminPostDiscountsDiscountConditionsCondition = AdminUpsertConditionReq
export type AdminPostDiscountsDiscountConditionsParams = FindParams
export type AdminPostDiscountsDiscountConditionsConditionParams = FindParams
export type AdminGetDiscountsDiscountConditionsConditionParams = FindParams
export type AdminPostDiscountsDiscountConditionsConditionBatchParams = FindParams
export interface AdminPostDiscountsDiscountConditionsConditionBatchReq {
  resources: { id: string }[]
}
export type AdminDeleteDiscountsDiscountConditionsConditionBatchReq =
  AdminPostDiscountsDiscountConditionsConditionBatchReq
export type DiscountRuleMetadata = Record<string, unknown> & {
  requirement?: DiscountRequirement | null
}
export interface AdminPostDiscountsReq {
  code: string
  is_dynamic?: boolean
  rule: {
    description?: string
    type: DiscountRuleType
    value: number
    allocation: AllocationType
    conditions?: AdminPostDiscountsDiscountConditions[]
    /** Not in Medusa v1: `requirement` is the discount's minimum requirement. */
    metadata?: DiscountRuleMetadata
  }
  is_disabled?: boolean
  starts_at?: string | Date
  ends_at?: string | Date
  valid_duration?: string
  regions: string[]
  usage_limit?: number
  metadata?: Record<string, unknown>
}
export interface AdminPostDiscountsDiscountReq {
  code?: string
  rule?: {
    id: string
    description?: string
    value?: number
    allocation?: AllocationType
    conditions?: (AdminPostDiscountsDiscountConditions & { id?: string })[]
    /** Merged into the rule's metadata; `requirement: null` removes the minimum requirement. */
    metadata?: DiscountRuleMetadata
  }
  is_disabled?: boolean
  starts_at?: string | Date
  ends_at?: string | Date | null
  valid_duration?: string | null
  usage_limit?: number | null
  regions?: string[]
  metadata?: Record<string, unknown>
}
export interface AdminPostDiscountsDiscountDynamicCodesReq {
  code: string
  usage_limit?: number
  metadata?: Record<string, unknown>
}
export type AdminGetDiscountParams = FindParams
export interface AdminGetDiscountsParams extends ListParams, DateFilters {
  q?: string
  rule?: { type?: DiscountRuleType; allocation?: AllocationType }
  is_dynamic?: boolean
  is_disabled?: boolean
  /** Not in Medusa v1: discounts in any of these statuses at the server's clock (`discountStatus`). */
  status?: DiscountStatus[]
}

const base = (id: string) => `/admin/discounts/${id}`

export class AdminDiscountsResource extends BaseResource {
  addRegion(id: string, regionId: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDiscountsRes> {
    return this.http.post(`${base(id)}/regions/${regionId}`, undefined, customHeaders)
  }

  create(payload: AdminPostDiscountsReq, customHeaders?: CustomHeaders): ResponsePromise<AdminDiscountsRes> {
    return this.http.post('/admin/discounts', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostDiscountsDiscountReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.post(base(id), payload, customHeaders)
  }

  createDynamicCode(
    id: string,
    payload: AdminPostDiscountsDiscountDynamicCodesReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.post(`${base(id)}/dynamic-codes`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDiscountsDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  deleteDynamicCode(
    id: string,
    code: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.delete(`${base(id)}/dynamic-codes/${segment(code)}`, undefined, customHeaders)
  }

  retrieve(
    id: string,
    query?: AdminGetDiscountParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.get(base(id), query, customHeaders)
  }

  retrieveByCode(code: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDiscountsRes> {
    return this.http.get(`/admin/discounts/code/${segment(code)}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetDiscountsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsListRes> {
    return this.http.get('/admin/discounts', query, customHeaders)
  }

  removeRegion(
    id: string,
    regionId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.delete(`${base(id)}/regions/${regionId}`, undefined, customHeaders)
  }

  createCondition(
    discountId: string,
    payload: AdminPostDiscountsDiscountConditions,
    query?: AdminPostDiscountsDiscountConditionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.post(`${base(discountId)}/conditions`, payload, customHeaders, query)
  }

  updateCondition(
    discountId: string,
    conditionId: string,
    payload: AdminPostDiscountsDiscountConditionsCondition,
    query?: AdminPostDiscountsDiscountConditionsConditionParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.post(`${base(discountId)}/conditions/${conditionId}`, payload, customHeaders, query)
  }

  deleteCondition(
    discountId: string,
    conditionId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountConditionsDeleteRes> {
    return this.http.delete(`${base(discountId)}/conditions/${conditionId}`, undefined, customHeaders)
  }

  getCondition(
    discountId: string,
    conditionId: string,
    query?: AdminGetDiscountsDiscountConditionsConditionParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountConditionsRes> {
    return this.http.get(`${base(discountId)}/conditions/${conditionId}`, query, customHeaders)
  }

  addConditionResourceBatch(
    discountId: string,
    conditionId: string,
    payload: AdminPostDiscountsDiscountConditionsConditionBatchReq,
    query?: AdminPostDiscountsDiscountConditionsConditionBatchParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.post(
      `${base(discountId)}/conditions/${conditionId}/batch`,
      payload,
      customHeaders,
      query,
    )
  }

  deleteConditionResourceBatch(
    discountId: string,
    conditionId: string,
    payload: AdminDeleteDiscountsDiscountConditionsConditionBatchReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDiscountsRes> {
    return this.http.delete(`${base(discountId)}/conditions/${conditionId}/batch`, payload, customHeaders)
  }
}
