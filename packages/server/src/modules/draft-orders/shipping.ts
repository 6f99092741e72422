import { shippingMethod, shippingOption } from '@mercato/db'
import { generateId, notAllowed, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import { gather } from '../carts/gather'
import type { CartGraph, ShippingOptionRow } from '../carts/load'
import { cartTotals } from '../carts/serialize'
import { fulfillmentProvider } from '../checkout/providers/fulfillment'
import { liveRequirements } from '../shipping/options.queries'
import type { DraftShippingInput } from './schemas'

// Shipping methods of a draft, checked as a store cart's are (region, requirements, provider data;
// one method per shipping profile) except that admin-only options are allowed and the admin may
// set the price (`price` replaces the option's amount), as Medusa's draft orders allow.

type Requirement = Awaited<ReturnType<typeof liveRequirements>>[number]

/** Requirements compare with the subtotal, plus item tax for tax-inclusive options (as store carts). */
function meetsRequirements(g: CartGraph, option: ShippingOptionRow, requirements: Requirement[]) {
  const t = cartTotals(g)
  const amount = option.includes_tax ? t.subtotal + t.item_tax_total : t.subtotal
  return requirements
    .filter((r) => r.shipping_option_id === option.id)
    .every((r) => (r.type === 'min_subtotal' ? r.amount <= amount : amount < r.amount))
}

/** Adds shipping methods to a draft's cart; `g` is the cart after its items were refreshed. */
export async function addDraftShippingMethods(
  ctx: AppContext,
  tx: Tx,
  g: CartGraph,
  inputs: DraftShippingInput[],
) {
  if (inputs.length === 0) return
  const ids = [...new Set(inputs.map((m) => m.option_id))]
  const [options, requirements] = await gather(tx, [
    () =>
      tx
        .select()
        .from(shippingOption)
        .where(and(inArray(shippingOption.id, ids), isNull(shippingOption.deleted_at))),
    () => liveRequirements(tx, ids),
  ])
  // Method ids on the cart by profile: a later choice for a profile replaces the earlier one.
  const byProfile = new Map<string, string>()
  for (const m of g.shipping_methods) if (m.shipping_option) byProfile.set(m.shipping_option.profile_id, m.id)
  const subtotal = cartTotals(g).subtotal
  for (const input of inputs) {
    const option = options.find((o) => o.id === input.option_id)
    if (!option) throw notFound(`Shipping Option with id: ${input.option_id} was not found`)
    if (option.region_id !== g.region.id)
      throw notAllowed("The shipping option is not available in the cart's region")
    if (option.is_return) throw notAllowed('The shipping option is not available')
    if (!meetsRequirements(g, option, requirements))
      throw notAllowed("The Cart does not satisfy the shipping option's requirements")
    const provider = fulfillmentProvider(option.provider_id)
    const data = await provider.validateFulfillmentData(option.data, input.data ?? {}, { id: g.cart.id })
    const price =
      input.price ??
      (option.price_type === 'flat_rate'
        ? (option.amount ?? 0)
        : await provider.calculatePrice(option.data, input.data ?? {}, { id: g.cart.id, subtotal }))
    const replaced = byProfile.get(option.profile_id)
    if (replaced) await tx.delete(shippingMethod).where(eq(shippingMethod.id, replaced))
    const id = generateId('sm')
    await tx.insert(shippingMethod).values({
      id,
      shipping_option_id: option.id,
      cart_id: g.cart.id,
      price,
      data,
      includes_tax: option.includes_tax && ctx.config.featureFlags.tax_inclusive_pricing !== false,
    })
    byProfile.set(option.profile_id, id)
  }
}
