import { shippingOption } from '@mercato/db'
import { generateId, notAllowed, notFound, priceTaxAmount } from '@mercato/domain'
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { fulfillmentProvider } from '../checkout/providers/fulfillment'
import { liveRequirements } from '../shipping/options.queries'
import { groupBy } from '../../http/route-helpers'
import { compiledRows } from '../../lib/compiled'
import { lockCartInRegion, reloadCart } from './access'
import {
  type CartGraph,
  type RegionRow,
  type ShippingOptionRow,
  cartGraphWithNewMethodSql,
  changeGraphOf,
} from './load'
import { graphDefaultProfile, itemProfile, refreshCart } from './refresh'
import { cartTotals } from './serialize'
import { type RegionTax, loadRateMaps, methodTaxLines } from './taxes'

// Shipping options for a cart (region, profiles of its items, requirements) and shipping methods:
// one per shipping profile, priced from the option's amount or its provider (contract §4.3).

type Requirement = Awaited<ReturnType<typeof liveRequirements>>[number]

/** What the option's requirements are compared with: the subtotal, plus item tax for inclusive options. */
function requirementBase(g: CartGraph, option: ShippingOptionRow) {
  const t = cartTotals(g)
  return option.includes_tax ? t.subtotal + t.item_tax_total : t.subtotal
}

function meetsRequirements(requirements: Array<Pick<Requirement, 'type' | 'amount'>>, amount: number) {
  return requirements.every((r) => (r.type === 'min_subtotal' ? r.amount <= amount : amount < r.amount))
}

/** Store pricing of an option: amount, price with tax, the rates and the tax (contract §2.2 notes). */
export async function pricedOptions(
  db: Tx,
  options: Array<ShippingOptionRow & { requirements?: Requirement[] }>,
  regions: Map<string, RegionRow>,
  amounts: Map<string, number | null> = new Map(),
) {
  const byRegion = groupBy(options, (o) => o.region_id)
  const rates = new Map<string, Awaited<ReturnType<typeof loadRateMaps>>>()
  for (const [regionId, list] of byRegion)
    rates.set(
      regionId,
      await loadRateMaps(
        db,
        regionId,
        [],
        list.map((o) => o.id),
      ),
    )
  return options.map((o) => {
    const region = regions.get(o.region_id)
    const amount = amounts.has(o.id) ? amounts.get(o.id)! : o.amount
    if (!region?.automatic_taxes || amount === null)
      return { ...o, amount, price_incl_tax: amount, tax_rates: [], tax_amount: 0 }
    const lines = methodTaxLines(o.id, region as RegionTax, rates.get(o.region_id)!)
    const rate = lines.reduce((acc, l) => acc + l.rate / 100, 0)
    const tax = priceTaxAmount(amount, rate, o.includes_tax)
    return {
      ...o,
      amount,
      price_incl_tax: o.includes_tax ? amount : amount + tax,
      tax_rates: lines,
      tax_amount: tax,
    }
  })
}

/** Price of an option for a cart: its flat amount, or what its provider calculates. */
async function optionPrice(option: ShippingOptionRow, data: Record<string, unknown>, g: CartGraph) {
  if (option.price_type === 'flat_rate') return option.amount ?? 0
  return fulfillmentProvider(option.provider_id).calculatePrice(option.data, data, {
    id: g.cart.id,
    subtotal: cartTotals(g).subtotal,
  })
}

/** Options a cart may use: its region, its items' profiles, not return or admin-only, requirements met. */
export async function cartShippingOptions(db: Tx, g: CartGraph) {
  const defaultProfile = await graphDefaultProfile(db, g)
  const profiles = [
    ...new Set(g.items.map((i) => itemProfile(i, defaultProfile)).filter((p): p is string => !!p)),
  ]
  if (profiles.length === 0) return []
  const options = await db
    .select()
    .from(shippingOption)
    .where(
      and(
        eq(shippingOption.region_id, g.region.id),
        inArray(shippingOption.profile_id, profiles),
        eq(shippingOption.is_return, false),
        eq(shippingOption.admin_only, false),
        isNull(shippingOption.deleted_at),
      ),
    )
    .orderBy(asc(shippingOption.amount), asc(shippingOption.id))
  const requirements = groupBy(
    await liveRequirements(
      db,
      options.map((o) => o.id),
    ),
    (r) => r.shipping_option_id,
  )
  const valid = options
    .map((o) => ({ ...o, requirements: requirements.get(o.id) ?? [] }))
    .filter((o) => meetsRequirements(o.requirements, requirementBase(g, o)))
  const amounts = new Map<string, number | null>()
  for (const o of valid)
    if (o.price_type === 'calculated') amounts.set(o.id, await optionPrice(o, {}, g).catch(() => null))
  return pricedOptions(db, valid, new Map([[g.region.id, g.region]]), amounts)
}

/**
 * A live shipping option with its live requirements: one statement. (The subquery names the outer
 * table itself: Drizzle leaves columns unqualified in a single-table select.)
 */
async function optionWithRequirements(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      option: getTableColumns(shippingOption),
      requirements: sql<Array<Pick<Requirement, 'type' | 'amount'>>>`(SELECT coalesce(json_agg(
          json_build_object('type', r.type, 'amount', r.amount) ORDER BY r.type, r.id), '[]'::json)
        FROM shipping_option_requirement r
        WHERE r.shipping_option_id = shipping_option.id AND r.deleted_at IS NULL)`,
    })
    .from(shippingOption)
    .where(and(eq(shippingOption.id, id), isNull(shippingOption.deleted_at)))
  return row
}

/**
 * A new method replacing its profile's method, and the cart read back, in one statement whose text
 * is built once.
 */
const replaceMethodReturningGraph = compiledRows<
  Record<string, unknown>,
  {
    id: string
    cart: string
    profile: string | null
    option: string
    price: number
    data: string
    includesTax: boolean
  }
>(
  () => sql`WITH replaced AS (
      DELETE FROM shipping_method sm USING shipping_option so
       WHERE sm.cart_id = ${sql.placeholder('cart')} AND so.id = sm.shipping_option_id
         AND so.profile_id = ${sql.placeholder('profile')}
      RETURNING sm.id),
    added AS (
      INSERT INTO shipping_method (id, shipping_option_id, cart_id, price, data, includes_tax)
      VALUES (${sql.placeholder('id')}, ${sql.placeholder('option')}, ${sql.placeholder('cart')},
              ${sql.placeholder('price')}, ${sql.placeholder('data')}::jsonb, ${sql.placeholder('includesTax')})
      RETURNING *)
    ${cartGraphWithNewMethodSql(sql`${sql.placeholder('cart')}`)}`,
)

export function addShippingMethod(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  input: { option_id: string; data?: Record<string, unknown> | undefined },
) {
  return inTransaction(ctx, async (tx, events) => {
    const { region: r } = await lockCartInRegion(tx, cartId, actor)
    const found = await optionWithRequirements(tx, input.option_id)
    if (!found) throw notFound(`Shipping Option with id: ${input.option_id} was not found`)
    const { option, requirements } = found
    if (option.region_id !== r.id)
      throw notAllowed("The shipping option is not available in the cart's region")
    if (option.is_return || option.admin_only) throw notAllowed('The shipping option is not available')
    // The cart's contents matter only to requirements and calculated prices: read only then.
    const before =
      requirements.length > 0 || option.price_type !== 'flat_rate' ? await reloadCart(tx, cartId) : null
    if (before && !meetsRequirements(requirements, requirementBase(before, option)))
      throw notAllowed("The Cart does not satisfy the shipping option's requirements")
    const provider = fulfillmentProvider(option.provider_id)
    const data = await provider.validateFulfillmentData(option.data, input.data ?? {}, { id: cartId })
    const price = before ? await optionPrice(option, input.data ?? {}, before) : (option.amount ?? 0)
    // One method per shipping profile: a new choice replaces the method of the same profile.
    const [row] = await replaceMethodReturningGraph(tx, {
      id: generateId('sm'),
      cart: cartId,
      profile: option.profile_id,
      option: option.id,
      price,
      data: JSON.stringify(data),
      includesTax: option.includes_tax && ctx.config.featureFlags.tax_inclusive_pricing !== false,
    })
    const g = changeGraphOf(tx, row!)
    await refreshCart(tx, g)
    events.emit('cart.updated', { id: cartId })
    return g
  })
}
