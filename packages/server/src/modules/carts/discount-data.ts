import { discount, discountRule } from '@mercato/db'
import type { ConditionLike, DiscountConditionType, DiscountLike } from '@mercato/domain'
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'
import type { DiscountRow, DiscountRuleRow } from './load'
import { gather } from './gather'

// What the discount rules of §4.4 need to know, loaded set-wise: discounts by code with their rule,
// regions (a dynamic code's are its parent's) and conditions, and the facts of products they test.

export interface DiscountFacts extends DiscountRow {
  rule: DiscountRuleRow | null
  region_ids: string[]
  conditions: ConditionLike[]
}

export const asDiscountLike = (d: DiscountFacts): DiscountLike => ({
  code: d.code,
  is_disabled: d.is_disabled,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
  usage_limit: d.usage_limit,
  usage_count: d.usage_count,
  region_ids: d.region_ids,
  conditions: d.conditions,
})

/** Conditions of rules, each with the ids of what it names. */
export async function loadConditions(db: Tx, ruleIds: string[]): Promise<Map<string, ConditionLike[]>> {
  const out = new Map<string, ConditionLike[]>()
  if (ruleIds.length === 0) return out
  const rows = await rowsOf<{
    rule_id: string
    type: DiscountConditionType
    operator: 'in' | 'not_in'
    ids: string[] | null
  }>(
    db,
    sql`SELECT c.discount_rule_id AS rule_id, c.type, c.operator,
               CASE c.type
                 WHEN 'products' THEN ARRAY(SELECT product_id FROM discount_condition_product WHERE condition_id = c.id)
                 WHEN 'product_types' THEN ARRAY(SELECT product_type_id FROM discount_condition_product_type WHERE condition_id = c.id)
                 WHEN 'product_collections' THEN ARRAY(SELECT product_collection_id FROM discount_condition_product_collection WHERE condition_id = c.id)
                 WHEN 'product_tags' THEN ARRAY(SELECT product_tag_id FROM discount_condition_product_tag WHERE condition_id = c.id)
                 ELSE ARRAY(SELECT customer_group_id FROM discount_condition_customer_group WHERE condition_id = c.id)
               END AS ids
          FROM discount_condition c
         WHERE c.discount_rule_id = ANY(${anyOf(ruleIds)}) AND c.deleted_at IS NULL
         ORDER BY c.id`,
  )
  for (const r of rows) {
    const list = out.get(r.rule_id) ?? []
    list.push({ type: r.type, operator: r.operator, resource_ids: r.ids ?? [] })
    out.set(r.rule_id, list)
  }
  return out
}

async function decorate(
  db: Tx,
  rows: Array<{ discount: DiscountRow; rule: DiscountRuleRow | null }>,
): Promise<DiscountFacts[]> {
  if (rows.length === 0) return []
  const regionOwners = rows.map((r) => r.discount.parent_discount_id ?? r.discount.id)
  const [regions, conditions] = await gather(db, [
    () =>
      rowsOf<{ discount_id: string; region_id: string }>(
        db,
        sql`SELECT discount_id, region_id FROM discount_regions WHERE discount_id = ANY(${anyOf(regionOwners)})`,
      ),
    () =>
      loadConditions(
        db,
        rows.map((r) => r.rule?.id).filter((x): x is string => !!x),
      ),
  ])
  return rows.map(({ discount: d, rule }) => ({
    ...d,
    rule: rule?.id ? rule : null,
    region_ids: regions
      .filter((r) => r.discount_id === (d.parent_discount_id ?? d.id))
      .map((r) => r.region_id),
    conditions: (rule?.id && conditions.get(rule.id)) || [],
  }))
}

const selection = { discount, rule: getTableColumns(discountRule) }

/** Discounts by code (codes are stored upper-case), not deleted. */
export async function discountsByCode(db: Tx, codes: string[]): Promise<DiscountFacts[]> {
  if (codes.length === 0) return []
  const rows = await db
    .select(selection)
    .from(discount)
    .leftJoin(discountRule, eq(discountRule.id, discount.rule_id))
    .where(and(inArray(discount.code, codes), isNull(discount.deleted_at)))
  return decorate(db, rows)
}

export async function discountsById(db: Tx, ids: string[]): Promise<DiscountFacts[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(selection)
    .from(discount)
    .leftJoin(discountRule, eq(discountRule.id, discount.rule_id))
    .where(inArray(discount.id, ids))
  return decorate(db, rows)
}

export interface ProductFacts {
  id: string
  type_id: string | null
  collection_id: string | null
  tag_ids: string[]
}

/** Type, collection and tags of products, for discount conditions. */
export async function productFacts(db: Tx, productIds: string[]): Promise<Map<string, ProductFacts>> {
  const out = new Map<string, ProductFacts>()
  if (productIds.length === 0) return out
  const rows = await rowsOf<ProductFacts>(
    db,
    sql`SELECT p.id, p.type_id, p.collection_id,
               ARRAY(SELECT pt.product_tag_id FROM product_tags pt WHERE pt.product_id = p.id) AS tag_ids
          FROM product p WHERE p.id = ANY(${anyOf(productIds)})`,
  )
  for (const r of rows) out.set(r.id, { ...r, tag_ids: r.tag_ids ?? [] })
  return out
}

/** Customer groups of a customer. */
export async function customerGroupIds(db: Tx, customerId: string | null): Promise<string[]> {
  if (!customerId) return []
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT customer_group_id AS id FROM customer_group_customers WHERE customer_id = ${customerId}`,
  )
  return rows.map((r) => r.id)
}
