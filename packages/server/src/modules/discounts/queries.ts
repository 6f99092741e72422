import { discount, discountRegions, discountRule, region } from '@mercato/db'
import type { DiscountStatus } from '@mercato/domain'
import { type SQL, and, eq, gt, gte, inArray, isNotNull, isNull, lte, not, or } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'
import { conditionsOfRules, resourcesOf } from './conditions'

export type DiscountRow = typeof discount.$inferSelect
export type RuleRow = typeof discountRule.$inferSelect

export const DISCOUNT_RELATIONS = ['rule', 'rule.conditions', 'parent_discount', 'regions'] as const
export const DEFAULT_DISCOUNT_RELATIONS = DISCOUNT_RELATIONS

const live = isNull(discount.deleted_at)

export async function findDiscount(db: Tx, id: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discount)
    .where(and(eq(discount.id, id), live))
    .limit(1)
  return row
}

/** Codes are stored upper-case, so the lookup is case-insensitive. */
export async function findDiscountByCode(db: Tx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discount)
    .where(and(eq(discount.code, code.trim().toUpperCase()), live))
    .limit(1)
  return row
}

export async function findRule(db: Tx, id: string): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(discountRule).where(eq(discountRule.id, id)).limit(1)
  return row
}

export async function regionIdsOf(db: Tx, discountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: discountRegions.region_id })
    .from(discountRegions)
    .where(eq(discountRegions.discount_id, discountId))
  return rows.map((r) => r.id)
}

export interface DiscountFilters {
  is_dynamic?: boolean
  is_disabled?: boolean
  parent_discount_id?: string
  status?: DiscountStatus[]
  rule?: { type?: RuleRow['type'] | undefined; allocation?: 'total' | 'item' | undefined }
}

/** The discounts in `status` at `now`, by the rules of `discountStatus`. */
function statusCondition(status: DiscountStatus, now: Date): SQL | undefined {
  const enabled = eq(discount.is_disabled, false)
  const started = lte(discount.starts_at, now)
  const ended = and(isNotNull(discount.ends_at), lte(discount.ends_at, now))
  const usedUp = and(isNotNull(discount.usage_limit), gte(discount.usage_count, discount.usage_limit))
  switch (status) {
    case 'disabled':
      return eq(discount.is_disabled, true)
    case 'scheduled':
      return and(enabled, gt(discount.starts_at, now))
    case 'expired':
      return and(enabled, started, or(ended, usedUp))
    case 'active':
      return and(enabled, started, not(or(ended, usedUp)!))
  }
}

export async function listDiscountRows(
  db: Tx,
  query: ListQuery<DiscountFilters>,
): Promise<[DiscountRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions(
      {
        created_at: discount.created_at,
        updated_at: discount.updated_at,
        starts_at: discount.starts_at,
        ends_at: discount.ends_at,
      },
      query.dates,
    ),
  ]
  if (f.is_dynamic !== undefined) cond.push(eq(discount.is_dynamic, f.is_dynamic))
  if (f.is_disabled !== undefined) cond.push(eq(discount.is_disabled, f.is_disabled))
  if (f.parent_discount_id) cond.push(eq(discount.parent_discount_id, f.parent_discount_id))
  if (f.status?.length) cond.push(or(...f.status.map((s) => statusCondition(s, new Date()))))
  if (f.rule?.type || f.rule?.allocation) {
    const ruleCond = and(
      f.rule.type ? eq(discountRule.type, f.rule.type) : undefined,
      f.rule.allocation ? eq(discountRule.allocation, f.rule.allocation) : undefined,
    )
    cond.push(
      inArray(discount.rule_id, db.select({ id: discountRule.id }).from(discountRule).where(ruleCond)),
    )
  }
  if (query.q) cond.push(searchAny([discount.code], query.q))
  const where = and(...cond)
  const columns = {
    created_at: discount.created_at,
    updated_at: discount.updated_at,
    code: discount.code,
    starts_at: discount.starts_at,
    ends_at: discount.ends_at,
    usage_count: discount.usage_count,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(discount)
      .where(where)
      .orderBy(...orderBy(columns, query.order, discount.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(discount).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** Discounts with their relations, one query per relation for the whole page. */
export async function decorateDiscounts(
  db: Tx,
  rows: DiscountRow[],
  relations: Set<string>,
  fields?: string[],
) {
  // Nested paths imply their parents: `rule.conditions.products` loads the rule, its conditions and
  // the products each condition names.
  const named = [...relations]
  const wantRule = named.some((r) => r === 'rule' || r.startsWith('rule.'))
  const wantConditions = named.some((r) => r === 'rule.conditions' || r.startsWith('rule.conditions.'))
  const resourceTypes = new Set(
    named.filter((r) => r.startsWith('rule.conditions.')).map((r) => r.split('.')[2]!),
  )
  const ruleIds = [...new Set(rows.map((r) => r.rule_id).filter((x): x is string => !!x))]
  const parentIds = [...new Set(rows.map((r) => r.parent_discount_id).filter((x): x is string => !!x))]
  const ids = rows.map((r) => r.id)
  const [rules, conditions, parents, regions] = await Promise.all([
    wantRule && ruleIds.length ? db.select().from(discountRule).where(inArray(discountRule.id, ruleIds)) : [],
    wantConditions ? conditionsOfRules(db, ruleIds) : [],
    relations.has('parent_discount') && parentIds.length
      ? db.select().from(discount).where(inArray(discount.id, parentIds))
      : [],
    relations.has('regions') && ids.length
      ? db
          .select({ discount_id: discountRegions.discount_id, region })
          .from(discountRegions)
          .innerJoin(region, eq(region.id, discountRegions.region_id))
          .where(inArray(discountRegions.discount_id, ids))
          .orderBy(region.name, region.id)
      : [],
  ])
  const resources = resourceTypes.size ? await resourcesOf(db, conditions, resourceTypes) : new Map()
  const withResources = conditions.map((c) =>
    resourceTypes.has(c.type) ? { ...c, [c.type]: resources.get(c.id) ?? [] } : c,
  )
  const condsByRule = groupBy(withResources, (c) => c.discount_rule_id)
  const regionsBy = groupBy(regions, (r) => r.discount_id)
  return rows.map((row) => {
    const rule = rules.find((r) => r.id === row.rule_id)
    const out = {
      ...row,
      ...(wantRule
        ? {
            rule: rule
              ? {
                  ...rule,
                  ...(wantConditions ? { conditions: condsByRule.get(rule.id) ?? [] } : {}),
                }
              : null,
          }
        : {}),
      ...(relations.has('parent_discount')
        ? { parent_discount: parents.find((p) => p.id === row.parent_discount_id) ?? null }
        : {}),
      ...(relations.has('regions') ? { regions: (regionsBy.get(row.id) ?? []).map((r) => r.region) } : {}),
    }
    return project(out, fields, ['rule', 'parent_discount', 'regions'])
  })
}
