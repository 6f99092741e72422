import {
  cartDiscounts,
  lineItem,
  lineItemAdjustment,
  lineItemTaxLine,
  paymentSession,
  shippingMethodTaxLine,
  shippingProfile,
} from '@mercato/db'
import {
  type DiscountLineItem,
  type DiscountRequirement,
  type RequirementFigures,
  eligibleFigures,
  generateId,
  itemDiscountAmounts,
  lineItemSubtotal,
  requirementError,
  requirementOf,
  requirementScope,
} from '@mercato/domain'
import { type SQL, type SQLWrapper, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { type ProductFacts, loadConditions, productFacts } from './discount-data'
import type { CartGraph, ItemNode } from './load'
import { justApplied } from './promotions'
import { type TotalsOptions, cartTotals, taxesApply } from './serialize'
import { itemTaxLines, methodTaxLines, sameTaxLines, transactionRateMaps } from './taxes'
import { gather } from './gather'

// After every change to a cart, what derives from it is brought up to date in the same transaction:
// tax lines, discount adjustments, which items have shipping, and the amount of payment sessions.
// Rows are rewritten only where they changed; the in-memory graph is patched to match.

const uniq = (values: Array<string | null | undefined>) => [
  ...new Set(values.filter((v): v is string => !!v)),
]

export async function defaultProfileId(db: Tx): Promise<string | null> {
  const [row] = await db
    .select({ id: shippingProfile.id })
    .from(shippingProfile)
    .where(and(eq(shippingProfile.type, 'default'), isNull(shippingProfile.deleted_at)))
    .orderBy(asc(shippingProfile.created_at))
    .limit(1)
  return row?.id ?? null
}

/** The default profile, read with the graph when it was loaded for a change. */
export async function graphDefaultProfile(db: Tx, g: Pick<CartGraph, 'derived'>): Promise<string | null> {
  return g.derived ? g.derived.defaultProfileId : defaultProfileId(db)
}

/** The shipping profile an item ships under; gift cards are digital and need no shipping. */
export function itemProfile(item: ItemNode, defaultProfile: string | null): string | null {
  if (item.is_giftcard) return null
  if (!item.variant) return defaultProfile
  return item.variant.product?.profile_id ?? defaultProfile
}

/**
 * The writes of one refresh, sent as one statement (data-modifying WITH clauses) when there are
 * several. Only writes that touch distinct rows and no unique index in common go here.
 */
class Writes {
  private readonly list: SQL[] = []
  add(write: SQLWrapper) {
    this.list.push(write.getSQL())
  }
  async flush(tx: Tx) {
    const last = this.list.pop()
    if (!last) return
    const before = this.list.map((w, i) => sql`${sql.raw(`w${i}`)} AS (${w})`)
    await tx.execute(before.length ? sql`WITH ${sql.join(before, sql`, `)} ${last}` : last)
  }
}

async function refreshTaxLines(tx: Tx, g: CartGraph, writes: Writes) {
  const productIds = uniq(g.items.map((i) => i.variant?.product_id))
  const optionIds = uniq(g.shipping_methods.map((m) => m.shipping_option_id))
  const rates = await transactionRateMaps(tx, g.region.id, productIds, optionIds)
  const now = new Date()
  const items = g.items
    .map((i) => ({
      node: i,
      lines: itemTaxLines(
        { is_giftcard: i.is_giftcard, productId: i.variant?.product_id ?? null },
        g.region,
        rates,
      ),
    }))
    .filter((x) => !sameTaxLines(x.node.tax_lines, x.lines))
  if (items.length) {
    // Items that had no tax lines (new ones) have nothing to delete.
    const stale = items.filter((x) => x.node.tax_lines.length > 0).map((x) => x.node.id)
    if (stale.length) writes.add(tx.delete(lineItemTaxLine).where(inArray(lineItemTaxLine.item_id, stale)))
    const rows = items.flatMap((x) =>
      x.lines.map((l) => ({
        id: generateId('litl'),
        item_id: x.node.id,
        ...l,
        metadata: null,
        created_at: now,
        updated_at: now,
      })),
    )
    if (rows.length) writes.add(tx.insert(lineItemTaxLine).values(rows))
    for (const x of items) x.node.tax_lines = rows.filter((r) => r.item_id === x.node.id)
  }
  const methods = g.shipping_methods
    .map((m) => ({ node: m, lines: methodTaxLines(m.shipping_option_id, g.region, rates) }))
    .filter((x) => !sameTaxLines(x.node.tax_lines, x.lines))
  if (methods.length) {
    const stale = methods.filter((x) => x.node.tax_lines.length > 0).map((x) => x.node.id)
    if (stale.length)
      writes.add(
        tx.delete(shippingMethodTaxLine).where(inArray(shippingMethodTaxLine.shipping_method_id, stale)),
      )
    const rows = methods.flatMap((x) =>
      x.lines.map((l) => ({
        id: generateId('smtl'),
        shipping_method_id: x.node.id,
        ...l,
        metadata: null,
        created_at: now,
        updated_at: now,
      })),
    )
    if (rows.length) writes.add(tx.insert(shippingMethodTaxLine).values(rows))
    for (const x of methods) x.node.tax_lines = rows.filter((r) => r.shipping_method_id === x.node.id)
  }
}

/** The cart's items as discount rules see them: subtotal before discounts, product facts for conditions. */
function discountItems(
  g: CartGraph,
  includeTax: boolean,
  facts: Map<string, ProductFacts>,
): DiscountLineItem[] {
  return g.items.map((i) => ({
    id: i.id,
    quantity: i.quantity,
    allow_discounts: i.allow_discounts,
    subtotal: lineItemSubtotal(i, includeTax),
    product: i.variant ? (facts.get(i.variant.product_id) ?? null) : null,
  }))
}

type Discounted = CartGraph['discounts'][number]

/**
 * The subtotal and quantity of the items each 'eligible_items' requirement counts, by discount id. The
 * conditions and product facts are read only when such a requirement is on the cart.
 */
async function eligibleFiguresOf(
  tx: Tx,
  g: CartGraph,
  includeTax: boolean,
  withRequirement: Array<{ d: Discounted; requirement: DiscountRequirement }>,
): Promise<Map<string, RequirementFigures>> {
  const out = new Map<string, RequirementFigures>()
  const scoped = withRequirement.filter(
    (x) => x.d.rule && requirementScope(x.requirement) === 'eligible_items',
  )
  if (scoped.length === 0) return out
  const [facts, conditions] = await gather(tx, [
    () => productFacts(tx, uniq(g.items.map((i) => i.variant?.product_id))),
    () => loadConditions(tx, uniq(scoped.map((x) => x.d.rule!.id))),
  ])
  const items = discountItems(g, includeTax, facts)
  for (const { d } of scoped) out.set(d.id, eligibleFigures(conditions.get(d.rule!.id) ?? [], items))
  return out
}

/**
 * A discount whose minimum requirement (subtotal before discounts, or number of items; of the whole
 * cart or of the items the discount applies to) the cart no longer reaches leaves it; one applied in
 * this transaction is refused instead, so nothing is kept.
 */
async function dropUnmetDiscounts(tx: Tx, g: CartGraph, includeTax: boolean) {
  const withRequirement = g.discounts
    .map((d) => ({ d, requirement: requirementOf(d.rule?.metadata) }))
    .filter((x): x is { d: Discounted; requirement: DiscountRequirement } => !!x.requirement)
  if (withRequirement.length === 0) return
  const cartFigures = {
    currency_code: g.region.currency_code,
    subtotal: g.items.reduce((sum, i) => sum + lineItemSubtotal(i, includeTax), 0),
    quantity: g.items.reduce((sum, i) => sum + i.quantity, 0),
  }
  const eligible = await eligibleFiguresOf(tx, g, includeTax, withRequirement)
  const unmet: string[] = []
  for (const { d, requirement } of withRequirement) {
    const error = requirementError(d.code, requirement, { ...cartFigures, eligible: eligible.get(d.id) })
    if (!error) continue
    if (justApplied(tx, d.id)) throw error
    unmet.push(d.id)
  }
  if (unmet.length === 0) return
  await tx
    .delete(cartDiscounts)
    .where(and(eq(cartDiscounts.cart_id, g.cart.id), inArray(cartDiscounts.discount_id, unmet)))
  g.discounts = g.discounts.filter((d) => !unmet.includes(d.id))
}

export async function refreshAdjustments(tx: Tx, g: CartGraph, includeTax: boolean) {
  const d = g.discounts.find((x) => x.rule && x.rule.type !== 'free_shipping')
  let amounts = new Map<string, number>()
  const rule = d?.rule
  if (rule) {
    const productIds = uniq(g.items.map((i) => i.variant?.product_id))
    const [facts, conditions] = await gather(tx, [
      () => productFacts(tx, productIds),
      () => loadConditions(tx, [rule.id]),
    ])
    amounts = itemDiscountAmounts(rule, conditions.get(rule.id) ?? [], discountItems(g, includeTax, facts))
  }
  const stale = g.items.filter((i) => {
    const want = amounts.get(i.id)
    if (want === undefined || want === 0) return i.adjustments.length > 0
    const [only, ...rest] = i.adjustments
    return (
      !only || rest.length > 0 || only.discount_id !== d!.id || Math.abs(Number(only.amount) - want) > 1e-9
    )
  })
  if (stale.length === 0) return
  await tx.delete(lineItemAdjustment).where(
    inArray(
      lineItemAdjustment.item_id,
      stale.map((i) => i.id),
    ),
  )
  const rows = stale
    .filter((i) => (amounts.get(i.id) ?? 0) > 0)
    .map((i) => ({
      id: generateId('lia'),
      item_id: i.id,
      description: 'discount',
      discount_id: d!.id,
      amount: amounts.get(i.id)!,
      metadata: null,
    }))
  if (rows.length) await tx.insert(lineItemAdjustment).values(rows)
  for (const i of stale) i.adjustments = rows.filter((r) => r.item_id === i.id)
}

async function refreshShipping(tx: Tx, g: CartGraph, writes: Writes) {
  const defaultProfile = await graphDefaultProfile(tx, g)
  const profiles = new Set(g.shipping_methods.map((m) => m.shipping_option?.profile_id))
  const changed = g.items.filter((i) => {
    const p = itemProfile(i, defaultProfile)
    const has = p !== null && profiles.has(p)
    return i.has_shipping !== has
  })
  for (const has of [true, false]) {
    const ids = changed.filter((i) => i.has_shipping !== has).map((i) => i.id)
    if (ids.length)
      writes.add(tx.update(lineItem).set({ has_shipping: has }).where(inArray(lineItem.id, ids)))
  }
  for (const i of changed) i.has_shipping = !i.has_shipping
}

export async function refreshCart(tx: Tx, g: CartGraph, opts: TotalsOptions = {}) {
  const includeTax = taxesApply(g, opts)
  const writes = new Writes()
  if (includeTax) await refreshTaxLines(tx, g, writes)
  await dropUnmetDiscounts(tx, g, includeTax)
  // Adjustments are written at once: their unique (item, discount) index forbids deleting and
  // re-inserting one in a single statement.
  await refreshAdjustments(tx, g, includeTax)
  await refreshShipping(tx, g, writes)
  const total = cartTotals(g, opts).total
  if (g.payment_sessions.some((s) => s.amount !== total)) {
    const now = new Date()
    writes.add(
      tx
        .update(paymentSession)
        .set({ amount: total, updated_at: now })
        .where(
          and(eq(paymentSession.cart_id, g.cart.id), sql`${paymentSession.amount} IS DISTINCT FROM ${total}`),
        ),
    )
    // The answer shows the sessions as written.
    for (const s of g.payment_sessions)
      if (s.amount !== total) {
        s.amount = total
        s.updated_at = now
      }
  }
  await writes.flush(tx)
}
