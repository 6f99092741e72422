import { type MercatoError, invalidData, notAllowed } from './errors'

// Discount and gift-card rules of the contract (§4.4), pure so that the admin API (creating
// discounts) and the cart (applying them) share one definition.

export type DiscountRuleType = 'fixed' | 'percentage' | 'free_shipping'
export type DiscountAllocation = 'total' | 'item'
export const DISCOUNT_CONDITION_TYPES = [
  'products',
  'product_types',
  'product_collections',
  'product_tags',
  'customer_groups',
] as const
export type DiscountConditionType = (typeof DISCOUNT_CONDITION_TYPES)[number]
export type DiscountConditionOperator = 'in' | 'not_in'

/** Codes are stored upper-case and looked up case-insensitively. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase()

/** Gift card codes: four groups of four [A-Z0-9] joined by '-'. */
export const GIFT_CARD_CODE_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/

/** Why a rule (with the number of regions of its discount) cannot be saved, or null. */
export function discountRuleProblem(
  rule: { type: DiscountRuleType; value: number },
  regionCount: number,
): string | null {
  if (!Number.isInteger(rule.value) || rule.value < 0) return 'Discount value must be a non-negative integer'
  if (rule.type === 'percentage' && rule.value > 100)
    return 'Discount value above 100 is not allowed when type is percentage'
  if (rule.type === 'fixed' && regionCount !== 1)
    return `Fixed discounts must have exactly one region (got ${regionCount})`
  return null
}

export function assertDiscountRule(rule: { type: DiscountRuleType; value: number }, regionCount: number) {
  const problem = discountRuleProblem(rule, regionCount)
  if (problem) throw invalidData(problem)
}

export interface ConditionLike {
  type: DiscountConditionType
  operator: DiscountConditionOperator
  /** Ids of the condition's products, types, collections, tags or customer groups. */
  resource_ids: readonly string[]
}

export interface DiscountLike {
  code: string
  is_disabled: boolean
  starts_at: Date | string
  ends_at: Date | string | null
  usage_limit: number | null
  usage_count: number
  /** The discount's regions; for a dynamic code, its parent's regions. */
  region_ids: readonly string[]
  conditions: readonly ConditionLike[]
}

export interface DiscountUseContext {
  region_id: string
  customer_id?: string | null
  /** Groups of the cart's customer. */
  customer_group_ids?: readonly string[]
  now?: Date
}

const time = (d: Date | string) => (d instanceof Date ? d : new Date(d)).getTime()

function customerGroupsAllow(conditions: readonly ConditionLike[], groups: readonly string[]): boolean {
  const mine = new Set(groups)
  return conditions
    .filter((c) => c.type === 'customer_groups')
    .every((c) => {
      const hit = c.resource_ids.some((id) => mine.has(id))
      return c.operator === 'in' ? hit : !hit
    })
}

/**
 * Why a discount cannot be used on a cart, in the contract's order and words (§4.4), or null.
 * usage limit → not started → expired → disabled → customer required → region → customer group.
 */
export function discountUseError(d: DiscountLike, ctx: DiscountUseContext): MercatoError | null {
  const now = (ctx.now ?? new Date()).getTime()
  if (d.usage_limit !== null && d.usage_count >= d.usage_limit)
    return notAllowed(`Discount ${d.code} has been used maximum allowed times`)
  if (time(d.starts_at) > now) return notAllowed(`Discount ${d.code} is not valid yet`)
  if (d.ends_at !== null && time(d.ends_at) < now) return notAllowed(`Discount ${d.code} is expired`)
  if (d.is_disabled) return notAllowed(`The discount code ${d.code} is disabled`)
  const hasGroupCondition = d.conditions.some((c) => c.type === 'customer_groups')
  if (hasGroupCondition && !ctx.customer_id)
    return notAllowed(`Discount ${d.code} is only valid for specific customer`)
  if (!d.region_ids.includes(ctx.region_id))
    return invalidData('The discount is not available in current region')
  if (hasGroupCondition && !customerGroupsAllow(d.conditions, ctx.customer_group_ids ?? []))
    return notAllowed(`Discount ${d.code} is not valid for customer`)
  return null
}

export function assertDiscountUsable(d: DiscountLike, ctx: DiscountUseContext): void {
  const error = discountUseError(d, ctx)
  if (error) throw error
}

export interface DiscountableProduct {
  id: string
  type_id?: string | null
  collection_id?: string | null
  tag_ids?: readonly string[]
}

/** Whether a product satisfies every product condition (customer-group conditions are not about items). */
export function productMeetsConditions(
  conditions: readonly ConditionLike[],
  product: DiscountableProduct | null | undefined,
): boolean {
  for (const c of conditions) {
    if (c.type === 'customer_groups') continue
    // A custom line item (no product) can only satisfy a rule without product conditions.
    if (!product) return false
    const set = new Set(c.resource_ids)
    let hit: boolean
    switch (c.type) {
      case 'products':
        hit = set.has(product.id)
        break
      case 'product_types':
        hit = !!product.type_id && set.has(product.type_id)
        break
      case 'product_collections':
        hit = !!product.collection_id && set.has(product.collection_id)
        break
      case 'product_tags':
        hit = (product.tag_ids ?? []).some((t) => set.has(t))
        break
    }
    if (c.operator === 'in' ? !hit : hit) return false
  }
  return true
}

export interface DiscountLineItem {
  id: string
  /** unit_price × quantity (tax-exclusive), minor units. */
  subtotal: number
  quantity: number
  allow_discounts: boolean
  product?: DiscountableProduct | null
}

/**
 * Whether a discount applies to a line item: it allows discounts, costs something, and its product meets
 * the rule's product conditions. The one eligibility rule: adjustments and eligible-item minimums use it.
 */
export function itemIsEligible(
  conditions: readonly ConditionLike[],
  item: Pick<DiscountLineItem, 'allow_discounts' | 'subtotal' | 'product'>,
): boolean {
  return item.allow_discounts && item.subtotal > 0 && productMeetsConditions(conditions, item.product)
}

/**
 * The discount each eligible item gets (§4.4), before rounding for `fixed`+`total` (the cart rounds
 * the sum): percentage → round(subtotal × value / 100); fixed+item → value × quantity; fixed+total →
 * min(value, Σ eligible subtotals) shared pro rata. Each is capped at the item subtotal; free shipping
 * gives items nothing. Items not listed in the result get no adjustment.
 */
export function itemDiscountAmounts(
  rule: { type: DiscountRuleType; value: number; allocation: DiscountAllocation | null },
  conditions: readonly ConditionLike[],
  items: readonly DiscountLineItem[],
): Map<string, number> {
  const out = new Map<string, number>()
  if (rule.type === 'free_shipping') return out
  const eligible = items.filter((i) => itemIsEligible(conditions, i))
  if (rule.type === 'percentage') {
    for (const i of eligible) out.set(i.id, Math.min(i.subtotal, Math.round((i.subtotal * rule.value) / 100)))
    return out
  }
  if (rule.allocation === 'item') {
    for (const i of eligible) out.set(i.id, Math.min(i.subtotal, rule.value * i.quantity))
    return out
  }
  const total = eligible.reduce((s, i) => s + i.subtotal, 0)
  if (total === 0) return out
  const amount = Math.min(rule.value, total)
  for (const i of eligible) out.set(i.id, Math.min(i.subtotal, (amount * i.subtotal) / total))
  return out
}

const DURATION =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?!$)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/

/** Whether text is an ISO-8601 duration such as `P1M`, `P2DT12H` or `PT30M`. */
export const isIsoDuration = (text: string) => DURATION.test(text)

/** `date` moved forward by an ISO-8601 duration (calendar months and years, UTC). */
export function addIsoDuration(date: Date, duration: string): Date {
  const m = DURATION.exec(duration)
  if (!m) throw invalidData(`valid_duration: ${duration} is not an ISO 8601 duration`)
  const [y, mo, w, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[]
  const out = new Date(date.getTime())
  out.setUTCFullYear(out.getUTCFullYear() + y!, out.getUTCMonth() + mo!)
  out.setUTCDate(out.getUTCDate() + w! * 7 + d!)
  out.setTime(out.getTime() + ((h! * 60 + mi!) * 60 + s!) * 1000)
  return out
}

export interface GiftCardLike {
  code: string
  region_id: string
  is_disabled: boolean
  ends_at: Date | string | null
}

/** Why a gift card cannot be applied to a cart in a region (§4.4), or null. */
export function giftCardUseError(
  card: GiftCardLike,
  regionId: string,
  now = new Date(),
): MercatoError | null {
  if (card.is_disabled) return notAllowed('The gift card is disabled')
  if (card.ends_at !== null && time(card.ends_at) < now.getTime())
    return notAllowed('The gift card has expired')
  if (card.region_id !== regionId) return invalidData('The gift card cannot be used in the current region')
  return null
}
