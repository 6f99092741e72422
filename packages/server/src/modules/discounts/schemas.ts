import {
  DISCOUNT_CONDITION_RESOURCES,
  discountAllocation,
  discountRuleType,
  discountStatusSchema,
} from '@mercato/domain'
import { z } from 'zod'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'

// Query shapes of the discount routes (contract §2.1); the request bodies live in @mercato/domain.
export {
  discountConditionBatchBody as batchBody,
  discountConditionCreateBody as conditionBody,
  discountConditionUpdateBody as conditionUpdateBody,
  discountCreateBody as createBody,
  discountDynamicCodeBody as dynamicCodeBody,
  discountUpdateBody as updateBody,
} from '@mercato/domain'

export const listQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'code', 'starts_at', 'ends_at', 'usage_count'],
  dateFields: ['created_at', 'updated_at', 'starts_at', 'ends_at'],
  allowExpand: contractExpand('discount'),
  filters: {
    is_dynamic: booleanString.optional(),
    is_disabled: booleanString.optional(),
    // The dynamic codes made from one template (not in Medusa v1; the dashboard lists them with it).
    parent_discount_id: z.string().min(1).optional(),
    // Where the discount stands now (not in Medusa v1): `status[]=active&status[]=scheduled`.
    status: oneOrMany(discountStatusSchema).optional(),
    rule: z
      .strictObject({ type: discountRuleType.optional(), allocation: discountAllocation.optional() })
      .optional(),
  },
})

export const oneQuery = contractRetrieveQuery('discount')
export const CONDITION_RELATIONS = ['discount_rule', ...DISCOUNT_CONDITION_RESOURCES] as const
export const conditionQuery = contractRetrieveQuery('discount_condition', CONDITION_RELATIONS)
