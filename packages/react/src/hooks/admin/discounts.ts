// Admin discounts, their regions, dynamic codes and conditions: query keys and hooks.
import type {
  AdminDeleteDiscountsDiscountConditionsConditionBatchReq,
  AdminDiscountConditionsDeleteRes,
  AdminDiscountConditionsRes,
  AdminDiscountsDeleteRes,
  AdminDiscountsListRes,
  AdminDiscountsRes,
  AdminGetDiscountParams,
  AdminGetDiscountsDiscountConditionsConditionParams,
  AdminGetDiscountsParams,
  AdminPostDiscountsDiscountConditions,
  AdminPostDiscountsDiscountConditionsCondition,
  AdminPostDiscountsDiscountConditionsConditionBatchParams,
  AdminPostDiscountsDiscountConditionsConditionBatchReq,
  AdminPostDiscountsDiscountDynamicCodesReq,
  AdminPostDiscountsDiscountReq,
  AdminPostDiscountsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminDiscountKeys = queryKeysFactory('admin_discounts')

export function useAdminDiscounts(
  query?: AdminGetDiscountsParams,
  options?: QueryOptions<AdminDiscountsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminDiscountKeys.list(query), () => client.admin.discounts.list(query), options)
}

export function useAdminDiscount(
  id: string,
  query?: AdminGetDiscountParams,
  options?: QueryOptions<AdminDiscountsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminDiscountKeys.detail(id, query),
    () => client.admin.discounts.retrieve(id, query),
    options,
  )
}

export function useAdminCreateDiscount(
  options?: EnvelopeMutationOptions<AdminDiscountsRes, AdminPostDiscountsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDiscountsReq) => client.admin.discounts.create(payload),
    [adminDiscountKeys.lists()],
    options,
  )
}

export function useAdminUpdateDiscount(
  id: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, AdminPostDiscountsDiscountReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDiscountsDiscountReq) => client.admin.discounts.update(id, payload),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteDiscount(
  id: string,
  options?: EnvelopeMutationOptions<AdminDiscountsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.discounts.delete(id),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(id)],
    options,
  )
}

export function useAdminGetDiscountByCode(code: string, options?: QueryOptions<AdminDiscountsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminDiscountKeys.all, 'code', code],
    () => client.admin.discounts.retrieveByCode(code),
    options,
  )
}

export function useAdminGetDiscountCondition(
  id: string,
  conditionId: string,
  query?: AdminGetDiscountsDiscountConditionsConditionParams,
  options?: QueryOptions<AdminDiscountConditionsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminDiscountKeys.detail(id), 'condition', conditionId, { query }],
    () => client.admin.discounts.getCondition(id, conditionId, query),
    options,
  )
}

export function useAdminDiscountAddRegion(
  id: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (regionId: string) => client.admin.discounts.addRegion(id, regionId),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(id)],
    options,
  )
}

export function useAdminDiscountRemoveRegion(
  id: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (regionId: string) => client.admin.discounts.removeRegion(id, regionId),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(id)],
    options,
  )
}

export function useAdminCreateDynamicDiscountCode(
  id: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, AdminPostDiscountsDiscountDynamicCodesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDiscountsDiscountDynamicCodesReq) =>
      client.admin.discounts.createDynamicCode(id, payload),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteDynamicDiscountCode(
  id: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (code: string) => client.admin.discounts.deleteDynamicCode(id, code),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(id)],
    options,
  )
}

export function useAdminDiscountCreateCondition(
  discountId: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, AdminPostDiscountsDiscountConditions>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDiscountsDiscountConditions) =>
      client.admin.discounts.createCondition(discountId, payload),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(discountId)],
    options,
  )
}

export function useAdminDiscountUpdateCondition(
  discountId: string,
  conditionId: string,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, AdminPostDiscountsDiscountConditionsCondition>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDiscountsDiscountConditionsCondition) =>
      client.admin.discounts.updateCondition(discountId, conditionId, payload),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(discountId)],
    options,
  )
}

export function useAdminDiscountRemoveCondition(
  discountId: string,
  options?: EnvelopeMutationOptions<AdminDiscountConditionsDeleteRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (conditionId: string) => client.admin.discounts.deleteCondition(discountId, conditionId),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(discountId)],
    options,
  )
}

export function useAdminAddDiscountConditionResourceBatch(
  discountId: string,
  conditionId: string,
  query?: AdminPostDiscountsDiscountConditionsConditionBatchParams,
  options?: EnvelopeMutationOptions<AdminDiscountsRes, AdminPostDiscountsDiscountConditionsConditionBatchReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDiscountsDiscountConditionsConditionBatchReq) =>
      client.admin.discounts.addConditionResourceBatch(discountId, conditionId, payload, query),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(discountId)],
    options,
  )
}

export function useAdminDeleteDiscountConditionResourceBatch(
  discountId: string,
  conditionId: string,
  options?: EnvelopeMutationOptions<
    AdminDiscountsRes,
    AdminDeleteDiscountsDiscountConditionsConditionBatchReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteDiscountsDiscountConditionsConditionBatchReq) =>
      client.admin.discounts.deleteConditionResourceBatch(discountId, conditionId, payload),
    [adminDiscountKeys.lists(), adminDiscountKeys.detail(discountId)],
    options,
  )
}
