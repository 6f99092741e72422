import { type SQL, sql } from 'drizzle-orm'

// SQL that reads a cart's or an order's relations as JSON next to the row itself, so that a cart (or
// a page of orders) with all its default relations is one statement and one round trip.
// row_to_json keeps column order; timestamps come back as text and are revived by `revive`.

const list = (select: SQL, order: SQL, from: SQL) =>
  sql`(SELECT coalesce(json_agg(${select} ORDER BY ${order}), '[]'::json) ${from})`

/**
 * Where line items and their tax lines are read from: the tables, or (for a statement that writes a
 * line and reads the cart back) the tables together with the rows the statement's writes return.
 */
export interface ItemSources {
  items: SQL
  taxLines: SQL
}
const TABLES: ItemSources = { items: sql`line_item`, taxLines: sql`line_item_tax_line` }

/** Line items (with variant, product, adjustments and tax lines) matching a condition on `li`. */
export const itemsJson = (where: SQL, from: ItemSources = TABLES) =>
  list(
    sql`json_build_object(
      'item', row_to_json(li), 'variant', row_to_json(v), 'product', row_to_json(p),
      'adjustments', ${list(sql`row_to_json(a)`, sql`a.id`, sql`FROM line_item_adjustment a WHERE a.item_id = li.id`)},
      'tax_lines', ${list(sql`row_to_json(tl)`, sql`tl.created_at, tl.id`, sql`FROM ${from.taxLines} tl WHERE tl.item_id = li.id`)})`,
    sql`li.created_at, li.id`,
    sql`FROM ${from.items} li LEFT JOIN product_variant v ON v.id = li.variant_id
        LEFT JOIN product p ON p.id = v.product_id WHERE ${where}`,
  )

/** Shipping methods (with option and tax lines) matching a condition on `sm`, read from `methods`. */
export const methodsJson = (where: SQL, methods: SQL = sql`shipping_method`) =>
  list(
    sql`json_build_object(
      'method', row_to_json(sm), 'shipping_option', row_to_json(so),
      'tax_lines', ${list(sql`row_to_json(st)`, sql`st.created_at, st.id`, sql`FROM shipping_method_tax_line st WHERE st.shipping_method_id = sm.id`)})`,
    sql`sm.id`,
    sql`FROM ${methods} sm LEFT JOIN shipping_option so ON so.id = sm.shipping_option_id WHERE ${where}`,
  )

/** Discounts with their rule through a link table (`cart_discounts` or `order_discounts`). */
export const discountsJson = (link: SQL, where: SQL) =>
  list(
    sql`json_build_object('discount', row_to_json(d), 'rule', row_to_json(dr))`,
    sql`d.code`,
    sql`FROM ${link} l JOIN discount d ON d.id = l.discount_id LEFT JOIN discount_rule dr ON dr.id = d.rule_id
        WHERE ${where}`,
  )

export const rowsJson = (alias: string, order: SQL, from: SQL) =>
  list(sql`row_to_json(${sql.raw(alias)})`, order, from)

export const rowJson = (alias: string, from: SQL) =>
  sql`(SELECT row_to_json(${sql.raw(alias)}) ${from} LIMIT 1)`

type Row = Record<string, unknown>

/** Timestamps (`*_at` columns) read as JSON text become dates again, as the driver returns them. */
export function revive<T>(row: unknown): T {
  if (!row || typeof row !== 'object') return row as T
  const r = row as Row
  for (const key of Object.keys(r))
    if (key.endsWith('_at') && typeof r[key] === 'string') r[key] = new Date(r[key] as string)
  return r as T
}

export const reviveAll = <T>(rows: unknown): T[] => ((rows as unknown[]) ?? []).map((r) => revive<T>(r))

interface ItemJson {
  item: Row
  variant: Row | null
  product: Row | null
  adjustments: Row[]
  tax_lines: Row[]
}

export function itemNodes<T>(rows: unknown): T[] {
  return ((rows as ItemJson[]) ?? []).map((x) => ({
    ...revive<Row>(x.item),
    variant: x.variant ? { ...revive<Row>(x.variant), product: revive(x.product) } : null,
    adjustments: x.adjustments,
    tax_lines: reviveAll(x.tax_lines),
  })) as T[]
}

export function methodNodes<T>(rows: unknown): T[] {
  return ((rows as Array<{ method: Row; shipping_option: Row | null; tax_lines: Row[] }>) ?? []).map((x) => ({
    ...x.method,
    shipping_option: revive(x.shipping_option),
    tax_lines: reviveAll(x.tax_lines),
  })) as T[]
}

export function discountNodes<T>(rows: unknown): T[] {
  return ((rows as Array<{ discount: Row; rule: Row | null }>) ?? []).map((x) => ({
    ...revive<Row>(x.discount),
    rule: revive(x.rule),
  })) as T[]
}
