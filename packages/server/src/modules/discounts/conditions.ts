import {
  customerGroup,
  discountCondition,
  discountConditionCustomerGroup,
  discountConditionProduct,
  discountConditionProductCollection,
  discountConditionProductTag,
  discountConditionProductType,
  product,
  productCollection,
  productTag,
  productType,
} from '@mercato/db'
import {
  DISCOUNT_CONDITION_TYPES,
  type DiscountConditionOperator,
  type DiscountConditionType,
  duplicate,
  generateId,
  invalidData,
  notFound,
} from '@mercato/domain'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import { missing, unique } from '../../http/route-helpers'

// Each condition type keeps its resources in its own membership table (foreign keys stay honest).

interface Membership {
  join: PgTable
  conditionId: AnyPgColumn
  resourceId: AnyPgColumn
  resourceKey: string
  target: PgTable & { id: AnyPgColumn; deleted_at: AnyPgColumn }
  label: string
}

export const MEMBERSHIP: Record<DiscountConditionType, Membership> = {
  products: {
    join: discountConditionProduct,
    conditionId: discountConditionProduct.condition_id,
    resourceId: discountConditionProduct.product_id,
    resourceKey: 'product_id',
    target: product,
    label: 'Products',
  },
  product_types: {
    join: discountConditionProductType,
    conditionId: discountConditionProductType.condition_id,
    resourceId: discountConditionProductType.product_type_id,
    resourceKey: 'product_type_id',
    target: productType,
    label: 'Product types',
  },
  product_collections: {
    join: discountConditionProductCollection,
    conditionId: discountConditionProductCollection.condition_id,
    resourceId: discountConditionProductCollection.product_collection_id,
    resourceKey: 'product_collection_id',
    target: productCollection,
    label: 'Product collections',
  },
  product_tags: {
    join: discountConditionProductTag,
    conditionId: discountConditionProductTag.condition_id,
    resourceId: discountConditionProductTag.product_tag_id,
    resourceKey: 'product_tag_id',
    target: productTag,
    label: 'Product tags',
  },
  customer_groups: {
    join: discountConditionCustomerGroup,
    conditionId: discountConditionCustomerGroup.condition_id,
    resourceId: discountConditionCustomerGroup.customer_group_id,
    resourceKey: 'customer_group_id',
    target: customerGroup,
    label: 'Customer groups',
  },
}

export type ConditionRow = typeof discountCondition.$inferSelect

/** A condition as requests write it: an operator and exactly one list of resource ids. */
export type ConditionInput = { operator: DiscountConditionOperator } & Partial<
  Record<DiscountConditionType, string[]>
>

/** The one resource type a condition body names. */
export function conditionTypeOf(input: Partial<Record<DiscountConditionType, string[]>>): {
  type: DiscountConditionType
  ids: string[]
} {
  const given = DISCOUNT_CONDITION_TYPES.filter((t) => input[t] !== undefined)
  if (given.length !== 1)
    throw invalidData(`A condition must name exactly one of ${DISCOUNT_CONDITION_TYPES.join(', ')}`)
  const type = given[0]!
  return { type, ids: unique(input[type]!) }
}

async function assertResources(tx: Tx, type: DiscountConditionType, ids: string[]) {
  if (ids.length === 0) return
  const m = MEMBERSHIP[type]
  const found = await tx
    .select({ id: m.target.id })
    .from(m.target)
    .where(and(inArray(m.target.id, ids), isNull(m.target.deleted_at)))
  const bad = missing(
    ids,
    found.map((f) => f.id as string),
  )
  if (bad.length) throw notFound(`${m.label} with ids: ${bad.join(', ')} were not found`)
}

export async function addResources(tx: Tx, cond: ConditionRow, ids: string[]) {
  await assertResources(tx, cond.type, ids)
  if (ids.length === 0) return
  const m = MEMBERSHIP[cond.type]
  await tx
    .insert(m.join)
    .values(ids.map((id) => ({ condition_id: cond.id, [m.resourceKey]: id })) as never)
    .onConflictDoNothing()
}

export async function removeResources(tx: Tx, cond: ConditionRow, ids: string[]) {
  if (ids.length === 0) return
  const m = MEMBERSHIP[cond.type]
  await tx.delete(m.join).where(and(eq(m.conditionId, cond.id), inArray(m.resourceId, ids)))
}

export async function replaceResources(tx: Tx, cond: ConditionRow, ids: string[]) {
  await assertResources(tx, cond.type, ids)
  const m = MEMBERSHIP[cond.type]
  await tx.delete(m.join).where(eq(m.conditionId, cond.id))
  await addResources(tx, cond, ids)
}

export async function conditionsOfRules(db: Tx, ruleIds: string[]): Promise<ConditionRow[]> {
  if (ruleIds.length === 0) return []
  return db
    .select()
    .from(discountCondition)
    .where(and(inArray(discountCondition.discount_rule_id, ruleIds), isNull(discountCondition.deleted_at)))
    .orderBy(asc(discountCondition.created_at), asc(discountCondition.id))
}

/** One condition per (rule, type, operator): a second one is a duplicate. */
async function assertFree(
  tx: Tx,
  ruleId: string,
  type: DiscountConditionType,
  operator: DiscountConditionOperator,
  exceptId?: string,
) {
  const existing = await conditionsOfRules(tx, [ruleId])
  if (existing.some((c) => c.type === type && c.operator === operator && c.id !== exceptId))
    throw duplicate(`The discount already has a condition on ${type} with operator ${operator}`)
}

export async function createCondition(tx: Tx, ruleId: string, input: ConditionInput): Promise<ConditionRow> {
  const { type, ids } = conditionTypeOf(input)
  await assertFree(tx, ruleId, type, input.operator)
  const [row] = await tx
    .insert(discountCondition)
    .values({ id: generateId('discon'), type, operator: input.operator, discount_rule_id: ruleId })
    .returning()
  await addResources(tx, row!, ids)
  return row!
}

/** Replaces a condition's resources (and operator, when given). Its type cannot change. */
export async function updateCondition(
  tx: Tx,
  cond: ConditionRow,
  input: Partial<ConditionInput>,
): Promise<ConditionRow> {
  let row = cond
  if (input.operator && input.operator !== cond.operator) {
    await assertFree(tx, cond.discount_rule_id, cond.type, input.operator, cond.id)
    const [updated] = await tx
      .update(discountCondition)
      .set({ operator: input.operator, updated_at: new Date() })
      .where(eq(discountCondition.id, cond.id))
      .returning()
    row = updated!
  }
  const given = DISCOUNT_CONDITION_TYPES.filter((t) => input[t] !== undefined)
  const foreign = given.filter((t) => t !== cond.type)
  if (foreign.length)
    throw invalidData(`Condition ${cond.id} is of type ${cond.type}; it cannot take ${foreign.join(', ')}`)
  if (given.length) await replaceResources(tx, row, unique(input[cond.type]!))
  return row
}

export async function findCondition(db: Tx, id: string): Promise<ConditionRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCondition)
    .where(and(eq(discountCondition.id, id), isNull(discountCondition.deleted_at)))
    .limit(1)
  return row
}

/** The resource rows of conditions, for responses that expand them (one query per type). */
export async function resourcesOf(db: Tx, conds: ConditionRow[], types: Set<string>) {
  const out = new Map<string, unknown[]>()
  for (const type of DISCOUNT_CONDITION_TYPES) {
    const ofType = conds.filter((c) => c.type === type)
    if (!types.has(type) || ofType.length === 0) continue
    const m = MEMBERSHIP[type]
    const rows = await db
      .select({ condition_id: m.conditionId, resource: m.target })
      .from(m.join)
      .innerJoin(m.target, eq(m.target.id, m.resourceId))
      .where(
        inArray(
          m.conditionId,
          ofType.map((c) => c.id),
        ),
      )
    for (const r of rows as Array<{ condition_id: string; resource: unknown }>) {
      const list = out.get(r.condition_id) ?? []
      list.push(r.resource)
      out.set(r.condition_id, list)
    }
  }
  return out
}
