import type {
  address,
  cart,
  discount,
  discountRule,
  giftCard,
  lineItem,
  lineItemAdjustment,
  lineItemTaxLine,
  payment,
  paymentSession,
  product,
  productVariant,
  region,
  salesChannel,
  shippingMethod,
  shippingMethodTaxLine,
  shippingOption,
} from '@mercato/db'
import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { compiledRows, constantSql } from '../../lib/compiled'
import {
  type ItemSources,
  discountNodes,
  discountsJson,
  itemNodes,
  itemsJson,
  methodNodes,
  methodsJson,
  revive,
  reviveAll,
  rowJson,
  rowsJson,
} from './graph-sql'
import { type RateMaps, type RateRow, rateMapsOf, rateRowsSql, rememberRates } from './taxes'

// A cart with its default relations (contract §3.2) in one statement: the cart row with its region,
// channel and owner, and every relation aggregated as JSON beside it.

export type CartRow = typeof cart.$inferSelect
export type RegionRow = typeof region.$inferSelect
export type LineItemRow = typeof lineItem.$inferSelect
export type AdjustmentRow = typeof lineItemAdjustment.$inferSelect
export type ItemTaxLineRow = typeof lineItemTaxLine.$inferSelect
export type MethodTaxLineRow = typeof shippingMethodTaxLine.$inferSelect
export type ShippingMethodRow = typeof shippingMethod.$inferSelect
export type ShippingOptionRow = typeof shippingOption.$inferSelect
export type DiscountRow = typeof discount.$inferSelect
export type DiscountRuleRow = typeof discountRule.$inferSelect
export type GiftCardRow = typeof giftCard.$inferSelect
export type PaymentSessionRow = typeof paymentSession.$inferSelect
export type PaymentRow = typeof payment.$inferSelect
export type AddressRow = typeof address.$inferSelect
export type VariantRow = typeof productVariant.$inferSelect
export type ProductRow = typeof product.$inferSelect

export interface ItemNode extends LineItemRow {
  variant: (VariantRow & { product: ProductRow | null }) | null
  adjustments: AdjustmentRow[]
  tax_lines: ItemTaxLineRow[]
}

export interface MethodNode extends ShippingMethodRow {
  shipping_option: ShippingOptionRow | null
  tax_lines: MethodTaxLineRow[]
}

export interface CartGraph {
  cart: CartRow
  /** The cart belongs to a registered customer: only they may read or change it. */
  ownedByAccount: boolean
  region: RegionRow
  /** The region with its countries and payment providers, as serialised. */
  regionJson: Record<string, unknown>
  sales_channel: typeof salesChannel.$inferSelect | null
  items: ItemNode[]
  shipping_methods: MethodNode[]
  discounts: Array<DiscountRow & { rule: DiscountRuleRow | null }>
  gift_cards: GiftCardRow[]
  payment_sessions: PaymentSessionRow[]
  payment: PaymentRow | null
  shipping_address: AddressRow | null
  billing_address: AddressRow | null
  /**
   * Loaded with the graph for a change (`forChange`), so that bringing the cart up to date reads no
   * more about shipping: the store's default shipping profile.
   */
  derived?: CartDerived
}

export interface CartDerived {
  defaultProfileId: string | null
  /** The specific tax rates, in the cart's region, of its items' products and its methods' options. */
  rates: RateMaps
}

const DEFAULT_PROFILE_SQL = sql`(SELECT sp.id FROM shipping_profile sp
    WHERE sp.type = 'default' AND sp.deleted_at IS NULL ORDER BY sp.created_at LIMIT 1)`

/**
 * Where a graph read after a write in the same statement reads the relations that write changed
 * (see `itemsJson`); each defaults to its table.
 */
interface GraphSources extends Partial<ItemSources> {
  methods?: SQL
}

const ratesSql = (items: SQL, methods: SQL) =>
  sql`(SELECT coalesce(json_agg(x ORDER BY x.kind, x.key, x.id), '[]'::json) FROM (${rateRowsSql(
    sql`r.id`,
    (id) => sql`${id} IN (SELECT v.product_id FROM ${items} li JOIN product_variant v ON v.id = li.variant_id
                         WHERE li.cart_id = c.id)`,
    (id) => sql`${id} IN (SELECT sm.shipping_option_id FROM ${methods} sm WHERE sm.cart_id = c.id)`,
  )}) x)`

/** The SELECT of a cart with its default relations, for the carts matching `where`. */
function cartGraphSql(
  where: SQL,
  forChange = false,
  source: SQL = sql`cart c`,
  from: GraphSources = {},
): SQL {
  const items: ItemSources = {
    items: from.items ?? sql`line_item`,
    taxLines: from.taxLines ?? sql`line_item_tax_line`,
  }
  const methods = from.methods ?? sql`shipping_method`
  const derived = forChange
    ? sql`, ${DEFAULT_PROFILE_SQL} AS default_profile_id, ${ratesSql(items.items, methods)} AS rates`
    : sql``
  return sql`SELECT row_to_json(c) AS cart, row_to_json(r) AS region, row_to_json(sc) AS sales_channel,
             cu.has_account,
             ${rowsJson('co', sql`co.iso_2`, sql`FROM country co WHERE co.region_id = r.id`)} AS countries,
             ${rowsJson(
               'pp',
               sql`pp.id`,
               sql`FROM (SELECT p.id, p.is_installed FROM region_payment_provider rp
                           JOIN payment_provider p ON p.id = rp.provider_id WHERE rp.region_id = r.id) pp`,
             )} AS payment_providers,
             ${itemsJson(sql`li.cart_id = c.id`, items)} AS items,
             ${methodsJson(sql`sm.cart_id = c.id`, methods)} AS shipping_methods,
             ${discountsJson(sql`cart_discounts`, sql`l.cart_id = c.id`)} AS discounts,
             ${rowsJson(
               'g',
               sql`g.created_at, g.id`,
               sql`FROM cart_gift_cards l JOIN gift_card g ON g.id = l.gift_card_id WHERE l.cart_id = c.id`,
             )} AS gift_cards,
             ${rowsJson('ps', sql`ps.provider_id`, sql`FROM payment_session ps WHERE ps.cart_id = c.id`)} AS sessions,
             ${rowJson('pay', sql`FROM payment pay WHERE pay.cart_id = c.id`)} AS payment,
             ${rowJson('sa', sql`FROM address sa WHERE sa.id = c.shipping_address_id`)} AS shipping_address,
             ${rowJson('ba', sql`FROM address ba WHERE ba.id = c.billing_address_id`)} AS billing_address
             ${derived}
        FROM ${source}
        JOIN region r ON r.id = c.region_id
        LEFT JOIN sales_channel sc ON sc.id = c.sales_channel_id
        LEFT JOIN customer cu ON cu.id = c.customer_id
       WHERE ${where} AND c.deleted_at IS NULL`
}

/**
 * A cart with its default relations, or null: one statement. `forChange` also reads what a change
 * needs to bring the cart up to date (`derived`).
 */
export async function loadCart(
  db: Tx,
  id: string,
  opts: { forChange?: boolean } = {},
): Promise<CartGraph | null> {
  const select = opts.forChange ? selectCartForChange : selectCart
  const [row] = await select(db, { id })
  return row ? rememberGraphRates(db, toCartGraph(row)) : null
}

// The cart graph's text is long and read on every cart request: built once per kind.
const selectCart = compiledRows<Record<string, unknown>, { id: string }>(() =>
  cartGraphSql(sql`c.id = ${sql.placeholder('id')}`),
)
const selectCartForChange = compiledRows<Record<string, unknown>, { id: string }>(() =>
  cartGraphSql(sql`c.id = ${sql.placeholder('id')}`, true),
)

/** Tells the transaction the rates read with a graph for a change, so its refresh reads none. */
function rememberGraphRates(db: Tx, g: CartGraph): CartGraph {
  if (!g.derived) return g
  const products = [...new Set(g.items.flatMap((i) => (i.variant?.product_id ? [i.variant.product_id] : [])))]
  const options = [...new Set(g.shipping_methods.flatMap((m) => m.shipping_option_id ?? []))]
  rememberRates(db, g.region.id, g.derived.rates, products, options)
  return g
}

/**
 * The graph of the cart row a write returns (`INSERT … RETURNING *`), read in the write's statement.
 * Relations are read as they were before the statement: for a new cart without items only its
 * addresses exist, written before.
 */
export async function writeCartReturningGraph(
  db: Tx,
  write: SQL,
  opts: { forChange: boolean },
): Promise<CartGraph> {
  const g = await writeCartReturningGraphIfAny(db, write, opts)
  if (!g) throw new Error('The cart write returned no row')
  return g
}

/** `writeCartReturningGraph` for a write that may write nothing (a conditional insert): null then. */
export async function writeCartReturningGraphIfAny(
  db: Tx,
  write: SQL,
  opts: { forChange: boolean },
): Promise<CartGraph | null> {
  const graph = (opts.forChange ? graphOfWrittenForChange : graphOfWritten)(db)
  const [row] = await rowsOf<Record<string, unknown>>(db, sql`WITH written AS (${write}) ${graph}`)
  return row ? rememberGraphRates(db, toCartGraph(row)) : null
}

// The graph read of a written cart row has no parameters: its long text is built once per kind.
const graphOfWritten = constantSql(() => cartGraphSql(sql`true`, false, sql`written c`))
const graphOfWrittenForChange = constantSql(() => cartGraphSql(sql`true`, true, sql`written c`))

/**
 * After writes in the same statement's WITH clauses named `line` (a new line item, `RETURNING *`) and
 * `taxed` (its tax lines, `RETURNING *`): the cart `cartId` read back for a change, with them. The
 * statement's reads do not see its own writes, so the written rows are read from the clauses.
 */
export const cartGraphWithNewLineSql = (cartId: SQL) =>
  cartGraphSql(sql`c.id = ${cartId}`, true, sql`cart c`, {
    items: sql`(SELECT * FROM line_item UNION ALL SELECT * FROM line)`,
    taxLines: sql`(SELECT * FROM line_item_tax_line UNION ALL SELECT * FROM taxed)`,
  })

/**
 * After writes in the same statement's WITH clauses named `replaced` (shipping methods deleted,
 * `RETURNING id`) and `added` (a new method, `RETURNING *`): the cart `cartId` read back for a change.
 */
export const cartGraphWithNewMethodSql = (cartId: SQL) =>
  cartGraphSql(sql`c.id = ${cartId}`, true, sql`cart c`, {
    methods: sql`(SELECT * FROM shipping_method WHERE id NOT IN (SELECT id FROM replaced)
                  UNION ALL SELECT * FROM added)`,
  })

/** A cart graph read for a change (`cartGraphWithNewLineSql`'s row). */
export const changeGraphOf = (db: Tx, row: Record<string, unknown>): CartGraph =>
  rememberGraphRates(db, toCartGraph(row))

/** Several carts with their default relations, keyed by id: one statement for them all. */
export async function loadCarts(db: Tx, ids: string[]): Promise<Map<string, CartGraph>> {
  if (ids.length === 0) return new Map()
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    cartGraphSql(
      sql`c.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  )
  return new Map(
    rows.map((row) => {
      const graph = toCartGraph(row)
      return [graph.cart.id, graph] as const
    }),
  )
}

function toCartGraph(row: Record<string, unknown>): CartGraph {
  const g = graphOf(row)
  if ('default_profile_id' in row)
    g.derived = {
      defaultProfileId: (row.default_profile_id as string | null) ?? null,
      rates: rateMapsOf((row.rates as RateRow[] | null) ?? []),
    }
  return g
}

function graphOf(row: Record<string, unknown>): CartGraph {
  const region = revive<RegionRow>(row.region)
  return {
    cart: revive<CartRow>(row.cart),
    ownedByAccount: row.has_account === true,
    region,
    regionJson: { ...region, countries: row.countries, payment_providers: row.payment_providers },
    sales_channel: revive(row.sales_channel),
    items: itemNodes<ItemNode>(row.items),
    shipping_methods: methodNodes<MethodNode>(row.shipping_methods),
    discounts: discountNodes(row.discounts),
    gift_cards: reviveAll<GiftCardRow>(row.gift_cards),
    payment_sessions: reviveAll<PaymentSessionRow>(row.sessions),
    payment: revive<PaymentRow | null>(row.payment),
    shipping_address: revive<AddressRow | null>(row.shipping_address),
    billing_address: revive<AddressRow | null>(row.billing_address),
  }
}
