import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { parseCorsOrigins } from '../../http/cors'

/** A notification to create for an event: recipient, stored data and what it is about. */
export interface Draft {
  to: string
  data: Record<string, unknown>
  resource_type: string
  resource_id: string
  customer_id?: string | null
}

type EventData = Record<string, unknown>
type Composer = (ctx: AppContext, data: EventData) => Promise<Draft | null>

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined)

async function rows(ctx: AppContext, query: ReturnType<typeof sql>) {
  const result = (await ctx.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }
  return result.rows
}

/** Where customers reset passwords: STOREFRONT_URL, else the first literal STORE_CORS origin. */
export function storefrontUrl(ctx: AppContext): string {
  if (ctx.config.storefrontUrl) return ctx.config.storefrontUrl
  const first = parseCorsOrigins(ctx.config.storeCors).find((o): o is string => typeof o === 'string')
  return first ?? 'http://localhost:8000'
}

/*
 * Decision on secrets: invite and password-reset notifications store the LINK (which embeds the token),
 * never the bare token as a field. Without e-mail configured the operator must be able to pass the link
 * on, and only signed-in staff can read notifications (staff can already invite users and set customer
 * passwords, so the link grants them nothing new). The links expire (invites 7 days and rotate on resend;
 * resets 15 minutes and die once the password changes), and nothing is written to the logs.
 */
const inviteCreated: Composer = async (_ctx, d) => {
  const to = text(d.user_email)
  const id = text(d.id)
  if (!to || !id) return null
  return { to, resource_type: 'invite', resource_id: id, data: { invite_id: id, email: to, link: d.link } }
}

const userPasswordReset: Composer = async (ctx, d) => {
  const to = text(d.email)
  const id = text(d.id)
  const token = text(d.token)
  if (!to || !id || !token) return null
  const link = `${ctx.config.adminUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`
  return { to, resource_type: 'user', resource_id: id, data: { user_id: id, email: to, link } }
}

const customerPasswordReset: Composer = async (ctx, d) => {
  const to = text(d.email)
  const id = text(d.id)
  const token = text(d.token)
  if (!to || !id || !token) return null
  const link = `${storefrontUrl(ctx)}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`
  return {
    to,
    resource_type: 'customer',
    resource_id: id,
    customer_id: id,
    data: {
      customer_id: id,
      email: to,
      first_name: d.first_name ?? null,
      last_name: d.last_name ?? null,
      link,
    },
  }
}

/** Order events carry `{id, no_notification?}` (Medusa's shape); the order row gives the recipient. */
function orderEvent(extra?: (ctx: AppContext, d: EventData) => Promise<EventData>): Composer {
  return async (ctx, d) => {
    const id = text(d.id)
    if (!id || d.no_notification === true) return null
    const [order] = await rows(
      ctx,
      sql`SELECT id, email, display_id, customer_id, no_notification FROM "order" WHERE id = ${id}`,
    )
    if (!order || order.no_notification === true || !text(order.email)) return null
    return {
      to: order.email as string,
      resource_type: 'order',
      resource_id: id,
      customer_id: (order.customer_id as string | null) ?? null,
      data: {
        order_id: id,
        display_id: order.display_id,
        email: order.email,
        ...(extra ? await extra(ctx, d) : {}),
      },
    }
  }
}

const withIds =
  (...keys: string[]) =>
  async (_ctx: AppContext, d: EventData) =>
    Object.fromEntries(keys.filter((k) => d[k] !== undefined).map((k) => [k, d[k]]))

const giftCardCreated = orderEvent(async (ctx, d) => {
  const cardId = text(d.gift_card_id)
  if (!cardId) return {}
  const [card] = await rows(ctx, sql`SELECT id, code, value FROM gift_card WHERE id = ${cardId}`)
  return card ? { gift_card_id: card.id, code: card.code, value: card.value } : {}
})

/**
 * Swap, claim and order-edit events carry the id of the swap, claim or edit (`{id, no_notification?,
 * fulfillment_id?}`); the order it belongs to gives the recipient, the event's own resource is kept.
 */
function viaOrder(
  table: 'swap' | 'claim_order' | 'order_edit',
  resourceType: string,
  extra?: (ctx: AppContext, d: EventData) => Promise<EventData>,
): Composer {
  const forOrder = orderEvent(extra)
  return async (ctx, d) => {
    const id = text(d.id)
    if (!id || d.no_notification === true) return null
    const [row] = await rows(ctx, sql`SELECT order_id FROM ${sql.identifier(table)} WHERE id = ${id}`)
    const orderId = text(row?.order_id)
    if (!orderId) return null
    const draft = await forOrder(ctx, { ...d, id: orderId })
    if (!draft) return null
    return {
      ...draft,
      resource_type: resourceType,
      resource_id: id,
      data: { ...draft.data, [`${resourceType}_id`]: id },
    }
  }
}

const trackingOf = async (ctx: AppContext, d: EventData) => {
  const fulfillmentId = text(d.fulfillment_id)
  if (!fulfillmentId) return {}
  const links = await rows(
    ctx,
    sql`SELECT tracking_number, url FROM tracking_link WHERE fulfillment_id = ${fulfillmentId} AND deleted_at IS NULL ORDER BY created_at, id`,
  )
  return {
    fulfillment_id: fulfillmentId,
    tracking_numbers: links.map((l) => l.tracking_number),
    tracking_links: links.map((l) => l.url).filter(Boolean),
  }
}

/**
 * swap.created also carries where the customer confirms the swap (completes its cart): the store's
 * swap link template with the cart id, as in Medusa, else the swap page of the storefront.
 */
const swapCreated: Composer = async (ctx, d) => {
  const draft = await viaOrder('swap', 'swap')(ctx, d)
  if (!draft) return null
  const [row] = await rows(
    ctx,
    sql`SELECT s.cart_id, (SELECT swap_link_template FROM store LIMIT 1) AS template
          FROM swap s WHERE s.id = ${draft.resource_id}`,
  )
  const cartId = text(row?.cart_id)
  if (!cartId) return draft
  const template = text(row?.template)
  const link = template
    ? template.replace(/\{cart_id\}/g, cartId)
    : `${storefrontUrl(ctx)}/swap/${encodeURIComponent(cartId)}`
  return { ...draft, data: { ...draft.data, cart_id: cartId, link } }
}

/** The events that notify someone, and how each finds its recipient and data. */
export const COMPOSERS: Record<string, Composer> = {
  'invite.created': inviteCreated,
  'user.password_reset': userPasswordReset,
  'customer.password_reset': customerPasswordReset,
  'order.placed': orderEvent(),
  'order.canceled': orderEvent(),
  'order.shipment_created': orderEvent(trackingOf),
  'order.refund_created': orderEvent(withIds('refund_id')),
  'order.return_requested': orderEvent(withIds('return_id')),
  'order.items_returned': orderEvent(withIds('return_id')),
  'order.gift_card_created': giftCardCreated,
  'swap.created': swapCreated,
  'swap.shipment_created': viaOrder('swap', 'swap', trackingOf),
  'claim.shipment_created': viaOrder('claim_order', 'claim', trackingOf),
  'order-edit.requested': viaOrder('order_edit', 'order_edit'),
}
