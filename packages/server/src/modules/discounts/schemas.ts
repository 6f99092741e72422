import { z } from 'zod'
import { booleanString, listQuerySchema } from '../../http/list-query'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { metadataSchema, retrieveQuery } from '../../http/route-helpers'

// Request shapes of the discount routes (contract §2.1).

const ids = z.array(z.string().min(1))
export const resourceLists = {
  products: ids.optional(),
  product_types: ids.optional(),
  product_collections: ids.optional(),
  product_tags: ids.optional(),
  customer_groups: ids.optional(),
}
const operator = z.enum(['in', 'not_in'])
export const conditionBody = z.strictObject({ operator, ...resourceLists })
export const conditionUpdateBody = z.strictObject({ ...resourceLists })
export const batchBody = z.strictObject({
  resources: z.array(z.strictObject({ id: z.string().min(1) })).min(1),
})

const ruleType = z.enum(['fixed', 'percentage', 'free_shipping'])
const allocation = z.enum(['total', 'item'])
const date = z.coerce.date({ error: 'must be a date' })
const usageLimit = z.number().int().positive('must be a positive integer')

export const createBody = z.strictObject({
  code: z.string().trim().min(1),
  is_dynamic: z.boolean().optional(),
  rule: z.strictObject({
    description: z.string().nullable().optional(),
    type: ruleType,
    value: z.number(),
    allocation,
    conditions: z.array(conditionBody).optional(),
    metadata: metadataSchema.optional(),
  }),
  is_disabled: z.boolean().optional(),
  starts_at: date.optional(),
  ends_at: date.nullable().optional(),
  valid_duration: z.string().nullable().optional(),
  regions: ids,
  usage_limit: usageLimit.nullable().optional(),
  metadata: metadataSchema.optional(),
})

export const updateBody = z.strictObject({
  code: z.string().trim().min(1).optional(),
  rule: z
    .strictObject({
      id: z.string().min(1),
      description: z.string().nullable().optional(),
      value: z.number().optional(),
      allocation: allocation.optional(),
      conditions: z
        .array(z.strictObject({ id: z.string().min(1).optional(), operator, ...resourceLists }))
        .optional(),
    })
    .optional(),
  is_disabled: z.boolean().optional(),
  starts_at: date.optional(),
  ends_at: date.nullable().optional(),
  valid_duration: z.string().nullable().optional(),
  usage_limit: usageLimit.nullable().optional(),
  regions: ids.optional(),
  metadata: metadataSchema.optional(),
})

export const dynamicCodeBody = z.strictObject({
  code: z.string().trim().min(1),
  usage_limit: usageLimit.optional(),
  metadata: metadataSchema.optional(),
})

export const listQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'code', 'starts_at', 'ends_at', 'usage_count'],
  dateFields: ['created_at', 'updated_at', 'starts_at', 'ends_at'],
  allowExpand: contractExpand('discount'),
  filters: {
    is_dynamic: booleanString.optional(),
    is_disabled: booleanString.optional(),
    rule: z.strictObject({ type: ruleType.optional(), allocation: allocation.optional() }).optional(),
  },
})

export const oneQuery = contractRetrieveQuery('discount')
export const CONDITION_RELATIONS = ['discount_rule', ...Object.keys(resourceLists)] as const
export const conditionQuery = retrieveQuery(CONDITION_RELATIONS)
