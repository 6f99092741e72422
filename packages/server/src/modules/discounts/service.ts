import { discount, discountRegions, discountRule, region } from '@mercato/db'
import {
  type DiscountAllocation,
  type DiscountRuleType,
  addIsoDuration,
  assertDiscountRule,
  duplicate,
  generateId,
  invalidData,
  isIsoDuration,
  normalizeDiscountCode,
  notAllowed,
  notFound,
} from '@mercato/domain'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { mergeMetadata, missing, unique } from '../../http/route-helpers'
import { type ConditionInput, createCondition, findCondition, updateCondition } from './conditions'
import { type DiscountRow, findDiscount, findDiscountByCode, findRule, regionIdsOf } from './queries'

type Metadata = Record<string, unknown> | null

export interface CreateDiscountInput {
  code: string
  is_dynamic?: boolean | undefined
  rule: {
    description?: string | null | undefined
    type: DiscountRuleType
    value: number
    allocation: DiscountAllocation
    conditions?: ConditionInput[] | undefined
    /** `requirement`: the minimum requirement (@mercato/domain discount-requirements). */
    metadata?: Metadata | undefined
  }
  is_disabled?: boolean | undefined
  starts_at?: Date | undefined
  ends_at?: Date | null | undefined
  valid_duration?: string | null | undefined
  regions: string[]
  usage_limit?: number | null | undefined
  metadata?: Metadata | undefined
}

export interface UpdateDiscountInput {
  code?: string | undefined
  rule?:
    | {
        id: string
        description?: string | null | undefined
        value?: number | undefined
        allocation?: DiscountAllocation | undefined
        conditions?: Array<ConditionInput & { id?: string | undefined }> | undefined
        metadata?: Metadata | undefined
      }
    | undefined
  is_disabled?: boolean | undefined
  starts_at?: Date | undefined
  ends_at?: Date | null | undefined
  valid_duration?: string | null | undefined
  usage_limit?: number | null | undefined
  regions?: string[] | undefined
  metadata?: Metadata | undefined
}

export const discountNotFound = (id: string) => notFound(`Discount with id: ${id} was not found`)

async function mustFind(tx: Tx, id: string): Promise<DiscountRow> {
  const row = await findDiscount(tx, id)
  if (!row) throw discountNotFound(id)
  return row
}

async function assertCodeFree(tx: Tx, code: string, exceptId?: string) {
  const other = await findDiscountByCode(tx, code)
  if (other && other.id !== exceptId) throw duplicate(`Discount with code ${code} already exists`)
}

async function assertRegions(tx: Tx, ids: string[]) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: region.id })
    .from(region)
    .where(and(inArray(region.id, ids), isNull(region.deleted_at)))
  const bad = missing(
    ids,
    found.map((f) => f.id),
  )
  if (bad.length) throw notFound(`Region with id: ${bad.join(', ')} was not found`)
}

function assertDates(startsAt: Date, endsAt: Date | null, validDuration: string | null | undefined) {
  if (endsAt && endsAt.getTime() <= startsAt.getTime())
    throw invalidData('ends_at must be greater than starts_at')
  if (validDuration && !isIsoDuration(validDuration))
    throw invalidData(`valid_duration: ${validDuration} is not an ISO 8601 duration (e.g. P14D)`)
}

async function setRegions(tx: Tx, discountId: string, ids: string[]) {
  await tx.delete(discountRegions).where(eq(discountRegions.discount_id, discountId))
  if (ids.length)
    await tx.insert(discountRegions).values(ids.map((region_id) => ({ discount_id: discountId, region_id })))
}

/** Dynamic codes are checked against their parent's regions (contract §4.4). */
async function regionCountFor(tx: Tx, row: DiscountRow, ownRegions?: string[]) {
  if (row.parent_discount_id) return (await regionIdsOf(tx, row.parent_discount_id)).length
  return (ownRegions ?? (await regionIdsOf(tx, row.id))).length
}

export async function createDiscount(ctx: AppContext, input: CreateDiscountInput): Promise<DiscountRow> {
  return inTransaction(ctx, async (tx, events) => {
    const code = normalizeDiscountCode(input.code)
    const regions = unique(input.regions)
    assertDiscountRule(input.rule, regions.length)
    const startsAt = input.starts_at ?? new Date()
    assertDates(startsAt, input.ends_at ?? null, input.valid_duration)
    await assertCodeFree(tx, code)
    await assertRegions(tx, regions)
    const ruleId = generateId('dru')
    await tx.insert(discountRule).values({
      id: ruleId,
      type: input.rule.type,
      value: input.rule.value,
      allocation: input.rule.allocation,
      description: input.rule.description ?? null,
      metadata: input.rule.metadata ?? null,
    })
    const id = generateId('disc')
    const [row] = await tx
      .insert(discount)
      .values({
        id,
        code,
        is_dynamic: input.is_dynamic ?? false,
        rule_id: ruleId,
        is_disabled: input.is_disabled ?? false,
        starts_at: startsAt,
        ends_at: input.ends_at ?? null,
        valid_duration: input.valid_duration ?? null,
        usage_limit: input.usage_limit ?? null,
        metadata: input.metadata ?? null,
      })
      .returning()
    await setRegions(tx, id, regions)
    for (const c of input.rule.conditions ?? []) await createCondition(tx, ruleId, c)
    events.emit('discount.created', { id })
    return row!
  })
}

export async function updateDiscount(ctx: AppContext, id: string, input: UpdateDiscountInput) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await mustFind(tx, id)
    const rule = existing.rule_id ? await findRule(tx, existing.rule_id) : undefined
    if (!rule) throw invalidData(`Discount ${id} has no rule`)
    if (input.rule && input.rule.id !== rule.id)
      throw invalidData(`rule.id must be the id of the discount's rule (${rule.id})`)
    const code = input.code !== undefined ? normalizeDiscountCode(input.code) : existing.code
    if (code !== existing.code) await assertCodeFree(tx, code, id)
    const regions = input.regions ? unique(input.regions) : undefined
    if (regions && existing.parent_discount_id)
      throw notAllowed('A dynamic code uses the regions of its parent discount')
    assertDiscountRule(
      { type: rule.type, value: input.rule?.value ?? rule.value },
      await regionCountFor(tx, existing, regions),
    )
    const startsAt = input.starts_at ?? existing.starts_at
    const endsAt = input.ends_at !== undefined ? input.ends_at : existing.ends_at
    assertDates(startsAt, endsAt, input.valid_duration)
    if (regions) {
      await assertRegions(tx, regions)
      await setRegions(tx, id, regions)
    }
    if (input.rule) {
      const { id: _id, conditions, metadata, ...fields } = input.rule
      await tx
        .update(discountRule)
        .set({ ...fields, metadata: mergeMetadata(rule.metadata, metadata), updated_at: new Date() })
        .where(eq(discountRule.id, rule.id))
      for (const c of conditions ?? []) {
        if (!c.id) {
          await createCondition(tx, rule.id, c)
          continue
        }
        const cond = await findCondition(tx, c.id)
        if (!cond || cond.discount_rule_id !== rule.id)
          throw notFound(`Discount condition with id: ${c.id} was not found on discount ${id}`)
        await updateCondition(tx, cond, c)
      }
    }
    const { rule: _rule, regions: _regions, metadata, ...fields } = input
    const [row] = await tx
      .update(discount)
      .set({
        ...fields,
        code,
        metadata: mergeMetadata(existing.metadata, metadata),
        updated_at: new Date(),
      })
      .where(eq(discount.id, id))
      .returning()
    events.emit('discount.updated', { id })
    return row!
  })
}

/** Soft delete; the discount's dynamic codes go with it. */
export async function deleteDiscount(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await mustFind(tx, id)
    await tx
      .update(discount)
      .set({ deleted_at: new Date() })
      .where(and(or(eq(discount.id, id), eq(discount.parent_discount_id, id)), isNull(discount.deleted_at)))
    events.emit('discount.deleted', { id })
    return { id, object: 'discount', deleted: true }
  })
}

export async function createDynamicCode(
  ctx: AppContext,
  parentId: string,
  input: { code: string; usage_limit?: number | undefined; metadata?: Metadata | undefined },
): Promise<DiscountRow> {
  return inTransaction(ctx, async (tx, events) => {
    const parent = await mustFind(tx, parentId)
    if (!parent.is_dynamic || parent.parent_discount_id) throw notAllowed('Discount must be set to dynamic')
    const code = normalizeDiscountCode(input.code)
    await assertCodeFree(tx, code)
    const now = new Date()
    // A code lives for the parent's valid_duration from its creation, never past the parent's end.
    let endsAt = parent.valid_duration ? addIsoDuration(now, parent.valid_duration) : parent.ends_at
    if (endsAt && parent.ends_at && endsAt > parent.ends_at) endsAt = parent.ends_at
    const [row] = await tx
      .insert(discount)
      .values({
        id: generateId('disc'),
        code,
        is_dynamic: true,
        is_disabled: false,
        rule_id: parent.rule_id,
        parent_discount_id: parent.id,
        starts_at: now,
        ends_at: endsAt,
        usage_limit: input.usage_limit ?? 1,
        metadata: input.metadata ?? null,
      })
      .returning()
    events.emit('discount.created', { id: row!.id, parent_discount_id: parent.id })
    return row!
  })
}

export async function deleteDynamicCode(ctx: AppContext, parentId: string, code: string) {
  await inTransaction(ctx, async (tx, events) => {
    await mustFind(tx, parentId)
    const child = await findDiscountByCode(tx, code)
    if (!child || child.parent_discount_id !== parentId)
      throw notFound(`Dynamic code ${normalizeDiscountCode(code)} was not found on discount ${parentId}`)
    await tx.update(discount).set({ deleted_at: new Date() }).where(eq(discount.id, child.id))
    events.emit('discount.deleted', { id: child.id, parent_discount_id: parentId })
  })
}

export async function changeRegion(ctx: AppContext, id: string, regionId: string, add: boolean) {
  await inTransaction(ctx, async (tx, events) => {
    const row = await mustFind(tx, id)
    if (row.parent_discount_id) throw notAllowed('A dynamic code uses the regions of its parent discount')
    const rule = row.rule_id ? await findRule(tx, row.rule_id) : undefined
    const current = await regionIdsOf(tx, id)
    if (add) {
      await assertRegions(tx, [regionId])
      if (current.includes(regionId)) return
      if (rule) assertDiscountRule(rule, current.length + 1)
      await tx.insert(discountRegions).values({ discount_id: id, region_id: regionId })
    } else {
      if (!current.includes(regionId))
        throw notFound(`Region with id: ${regionId} is not a region of discount ${id}`)
      if (rule) assertDiscountRule(rule, current.length - 1)
      await tx
        .delete(discountRegions)
        .where(and(eq(discountRegions.discount_id, id), eq(discountRegions.region_id, regionId)))
    }
    events.emit('discount.updated', { id })
  })
}
