import { discountCondition } from '@mercato/db'
import { invalidData, notFound } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import {
  type ConditionInput,
  type ConditionRow,
  addResources,
  createCondition,
  findCondition,
  removeResources,
  updateCondition,
} from './conditions'
import { type DiscountRow, findDiscount } from './queries'
import { discountNotFound } from './service'

/** The discount and one of its rule's conditions; anything else is "not found". */
export async function discountAndCondition(
  db: Tx,
  discountId: string,
  conditionId: string,
): Promise<{ discount: DiscountRow; condition: ConditionRow }> {
  const d = await findDiscount(db, discountId)
  if (!d) throw discountNotFound(discountId)
  const condition = await findCondition(db, conditionId)
  if (!condition || condition.discount_rule_id !== d.rule_id)
    throw notFound(`Discount condition with id: ${conditionId} was not found on discount ${discountId}`)
  return { discount: d, condition }
}

export async function addCondition(ctx: AppContext, discountId: string, input: ConditionInput) {
  return inTransaction(ctx, async (tx, events) => {
    const d = await findDiscount(tx, discountId)
    if (!d) throw discountNotFound(discountId)
    if (!d.rule_id) throw invalidData(`Discount ${discountId} has no rule`)
    const row = await createCondition(tx, d.rule_id, input)
    events.emit('discount.updated', { id: discountId })
    return row
  })
}

export async function changeCondition(
  ctx: AppContext,
  discountId: string,
  conditionId: string,
  input: Partial<ConditionInput>,
) {
  return inTransaction(ctx, async (tx, events) => {
    const { condition } = await discountAndCondition(tx, discountId, conditionId)
    await updateCondition(tx, condition, input)
    events.emit('discount.updated', { id: discountId })
  })
}

export async function deleteCondition(ctx: AppContext, discountId: string, conditionId: string) {
  return inTransaction(ctx, async (tx, events) => {
    await discountAndCondition(tx, discountId, conditionId)
    // Hard delete: the membership rows go with it, and (rule, type, operator) is free again.
    await tx.delete(discountCondition).where(eq(discountCondition.id, conditionId))
    events.emit('discount.updated', { id: discountId })
    return { id: conditionId, object: 'discount-condition', deleted: true }
  })
}

export async function batchConditionResources(
  ctx: AppContext,
  discountId: string,
  conditionId: string,
  ids: string[],
  add: boolean,
) {
  return inTransaction(ctx, async (tx, events) => {
    const { condition } = await discountAndCondition(tx, discountId, conditionId)
    const unique = [...new Set(ids)]
    if (add) await addResources(tx, condition, unique)
    else await removeResources(tx, condition, unique)
    events.emit('discount.updated', { id: discountId })
  })
}
