import { user } from '@mercato/db'
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { requestedEmailLocale } from './email/catalog'
import { returnOf } from './return-items'
import { shippedItems, swapItems } from './swap-items'

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

/** Where customer e-mails link to: STOREFRONT_URL, else `Config.emailLinkFallback`. */
export function storefrontUrl(ctx: AppContext): string {
  return ctx.config.storefrontUrl ?? ctx.config.emailLinkFallback
}

/*
 * Decision on secrets: invite and password-reset notifications store the LINK (which embeds the token),
 * never the bare token as a field. Without e-mail configured the operator must be able to pass the link
 * on, and only signed-in staff can read notifications (staff can already invite users and set customer
 * passwords, so the link grants them nothing new). The links expire (invites 7 days and rotate on resend;
 * resets 15 minutes and die once the password changes), and nothing is written to the logs.
 */
const inviteCreated: Composer = async (ctx, d) => {
  const to = text(d.user_email)
  const id = text(d.id)
  if (!to || !id) return null
  return {
    to,
    resource_type: 'invite',
    resource_id: id,
    data: {
      invite_id: id,
      email: to,
      link: d.link,
      store_name: await storeName(ctx),
      ...(typeof d.locale === 'string' ? { locale: d.locale } : {}),
    },
  }
}

async function staffLocale(ctx: AppContext, userId: string): Promise<string | undefined> {
  const [row] = await ctx.db.select({ metadata: user.metadata }).from(user).where(eq(user.id, userId))
  const locale = (row?.metadata as Record<string, unknown> | null | undefined)?.locale
  return typeof locale === 'string' ? locale : undefined
}

const userPasswordReset: Composer = async (ctx, d) => {
  const to = text(d.email)
  const id = text(d.id)
  const token = text(d.token)
  if (!to || !id || !token) return null
  // Written in the language the staff member last used the dashboard in, which opens in it too; for
  // someone with none recorded, in the language of the dashboard (or browser) that asked for it.
  const asked = Array.isArray(d.request_languages)
    ? d.request_languages.filter((l) => typeof l === 'string')
    : []
  const locale = (await staffLocale(ctx, id)) ?? requestedEmailLocale(asked)
  const lng = locale ? `&lng=${encodeURIComponent(locale)}` : ''
  const link = `${ctx.config.adminUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}${lng}`
  return {
    to,
    resource_type: 'user',
    resource_id: id,
    data: { user_id: id, email: to, link, store_name: await storeName(ctx), ...(locale ? { locale } : {}) },
  }
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
      ...(await shopperLanguage(ctx, id)),
    },
  }
}

/** The store's name, and the language the customer last shopped in (their newest cart's `context.locale`). */
async function shopperLanguage(ctx: AppContext, customerId: string) {
  const [row] = await rows(
    ctx,
    sql`SELECT (SELECT name FROM store LIMIT 1) AS store_name,
               (SELECT c.context->>'locale' FROM cart c WHERE c.customer_id = ${customerId}
                 AND c.context ? 'locale' ORDER BY c.updated_at DESC LIMIT 1) AS locale`,
  )
  return { store_name: row?.store_name ?? null, ...(text(row?.locale) ? { locale: row!.locale } : {}) }
}

const storeName = async (ctx: AppContext) =>
  (await rows(ctx, sql`SELECT name FROM store LIMIT 1`))[0]?.name ?? null

/**
 * Order events carry `{id, no_notification?}` (Medusa's shape); the order row gives the recipient. The
 * data also keeps what the e-mail needs to be written again the same way on a resend: the store's name,
 * the language the order was placed in (the storefront keeps it in the cart's `context.locale`) and the
 * storefront's page of the order.
 */
function orderEvent(
  extra?: (ctx: AppContext, d: EventData, order: EventData) => Promise<EventData>,
): Composer {
  return async (ctx, d) => {
    const id = text(d.id)
    if (!id || d.no_notification === true) return null
    const [order] = await rows(
      ctx,
      sql`SELECT o.id, o.email, o.display_id, o.customer_id, o.no_notification, o.currency_code,
                 (SELECT name FROM store LIMIT 1) AS store_name,
                 (SELECT c.context->>'locale' FROM cart c WHERE c.id = o.cart_id) AS locale
            FROM "order" o WHERE o.id = ${id}`,
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
        store_name: order.store_name,
        ...(text(order.locale) ? { locale: order.locale } : {}),
        order_link: `${storefrontUrl(ctx)}/order/confirmed/${encodeURIComponent(id)}`,
        ...(extra ? await extra(ctx, d, order) : {}),
      },
    }
  }
}

/** What an order confirmation lists: its lines, totals and address, as the checkout's event carries them. */
const orderSummary = async (_ctx: AppContext, d: EventData) =>
  d.summary && typeof d.summary === 'object' ? { summary: d.summary } : {}

/** A refund's amount, in the order's currency. */
const refundOf = async (ctx: AppContext, d: EventData, order: EventData) => {
  const refundId = text(d.refund_id)
  if (!refundId) return {}
  const [refund] = await rows(ctx, sql`SELECT amount FROM refund WHERE id = ${refundId}`)
  return { refund_id: refundId, amount: refund?.amount ?? null, currency_code: order.currency_code }
}

const giftCardCreated = orderEvent(async (ctx, d) => {
  const cardId = text(d.gift_card_id)
  if (!cardId) return {}
  const [card] = await rows(
    ctx,
    sql`SELECT g.id, g.code, g.value, g.ends_at, r.currency_code
          FROM gift_card g LEFT JOIN region r ON r.id = g.region_id WHERE g.id = ${cardId}`,
  )
  if (!card) return {}
  const endsAt = card.ends_at ? new Date(card.ends_at as string).toISOString() : null
  return {
    gift_card_id: card.id,
    code: card.code,
    value: card.value,
    currency_code: card.currency_code,
    ends_at: endsAt,
  }
})

/**
 * A gift card issued in the dashboard for someone (`metadata.recipient`: e-mail, message, language) is
 * e-mailed to them; cards bought in the store go to the buyer through `order.gift_card_created`.
 */
const giftCardIssued: Composer = async (ctx, d) => {
  const id = text(d.id)
  if (!id) return null
  const [card] = await rows(
    ctx,
    sql`SELECT g.id, g.code, g.value, g.ends_at, g.metadata, r.currency_code,
               (SELECT name FROM store LIMIT 1) AS store_name
          FROM gift_card g LEFT JOIN region r ON r.id = g.region_id WHERE g.id = ${id}`,
  )
  const recipient = (card?.metadata as { recipient?: Record<string, unknown> } | null)?.recipient
  const to = text(recipient?.email)
  if (!card || !to) return null
  return {
    to,
    resource_type: 'gift_card',
    resource_id: id,
    data: {
      gift_card_id: id,
      code: card.code,
      value: card.value,
      currency_code: card.currency_code,
      ends_at: card.ends_at ? new Date(card.ends_at as string).toISOString() : null,
      store_name: card.store_name,
      ...(text(recipient?.message) ? { message: recipient!.message } : {}),
      ...(text(recipient?.locale) ? { locale: recipient!.locale } : {}),
    },
  }
}

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

/** A swap's parcel: its tracking, and the items it holds. */
const swapShipment = async (ctx: AppContext, d: EventData) => {
  const tracking = await trackingOf(ctx, d)
  const fulfillmentId = text(d.fulfillment_id)
  return fulfillmentId ? { ...tracking, items: await shippedItems(ctx, fulfillmentId) } : tracking
}

/**
 * swap.created also carries where the customer confirms the swap (completes its cart): the store's
 * swap link template with the cart id, as in Medusa, else the swap page of the storefront; and what
 * goes back, what comes instead and the difference.
 */
const swapCreated: Composer = async (ctx, d) => {
  const draft = await viaOrder('swap', 'swap')(ctx, d)
  if (!draft) return null
  const [row] = await rows(
    ctx,
    sql`SELECT s.cart_id, (SELECT swap_link_template FROM store LIMIT 1) AS template
          FROM swap s WHERE s.id = ${draft.resource_id}`,
  )
  const items = await swapItems(ctx, draft.resource_id)
  const cartId = text(row?.cart_id)
  if (!cartId) return { ...draft, data: { ...draft.data, ...items } }
  const template = text(row?.template)
  const link = template
    ? template.replace(/\{cart_id\}/g, cartId)
    : `${storefrontUrl(ctx)}/swap/${encodeURIComponent(cartId)}`
  return { ...draft, data: { ...draft.data, ...items, cart_id: cartId, link } }
}

/** order-edit.requested also carries the edit's page, where the shopper accepts (and pays) or declines it. */
const orderEditRequested: Composer = async (ctx, d) => {
  const draft = await viaOrder('order_edit', 'order_edit')(ctx, d)
  if (!draft) return null
  const link = `${storefrontUrl(ctx)}/order-edits/${encodeURIComponent(draft.resource_id)}`
  return { ...draft, data: { ...draft.data, link } }
}

/**
 * A signed-in customer asked to add guest orders to their account (`{old_email, new_customer_id, orders,
 * token}`): the orders' e-mail gets the link that confirms it, so only whoever reads that inbox can. As
 * with password resets the LINK is stored, not a bare token field; it expires after 15 minutes. Written
 * in the language the orders were placed in (their carts' `context.locale`), as order e-mails are.
 */
const orderClaimRequested: Composer = async (ctx, d) => {
  const to = text(d.old_email)
  const customerId = text(d.new_customer_id)
  const token = text(d.token)
  const ids = Array.isArray(d.orders) ? d.orders.filter((id): id is string => typeof id === 'string') : []
  if (!to || !customerId || !token || ids.length === 0) return null
  const [row] = await rows(
    ctx,
    sql`SELECT (SELECT name FROM store LIMIT 1) AS store_name,
               (SELECT email FROM customer WHERE id = ${customerId}) AS account_email,
               ARRAY(SELECT o.display_id FROM "order" o WHERE o.id = ANY(${sql.param(ids)})
                     ORDER BY o.display_id) AS display_ids,
               (SELECT c.context->>'locale' FROM "order" o JOIN cart c ON c.id = o.cart_id
                 WHERE o.id = ANY(${sql.param(ids)}) AND c.context ? 'locale'
                 ORDER BY o.created_at DESC LIMIT 1) AS locale`,
  )
  return {
    to,
    resource_type: 'customer',
    resource_id: customerId,
    data: {
      customer_id: customerId,
      email: to,
      account_email: row?.account_email ?? null,
      order_ids: ids,
      display_ids: (row?.display_ids as unknown[] | undefined) ?? [],
      link: `${storefrontUrl(ctx)}/account/claim?token=${encodeURIComponent(token)}`,
      store_name: row?.store_name ?? null,
      ...(text(row?.locale) ? { locale: row!.locale } : {}),
    },
  }
}

/** The events that notify someone, and how each finds its recipient and data. */
export const COMPOSERS: Record<string, Composer> = {
  'invite.created': inviteCreated,
  'user.password_reset': userPasswordReset,
  'customer.password_reset': customerPasswordReset,
  'order.placed': orderEvent(orderSummary),
  'order.canceled': orderEvent(),
  'order.shipment_created': orderEvent(trackingOf),
  'order.refund_created': orderEvent(refundOf),
  'order.return_requested': orderEvent(returnOf(false)),
  'order.items_returned': orderEvent(returnOf(true)),
  'order.gift_card_created': giftCardCreated,
  'gift_card.created': giftCardIssued,
  'swap.created': swapCreated,
  'swap.shipment_created': viaOrder('swap', 'swap', swapShipment),
  'claim.shipment_created': viaOrder('claim_order', 'claim', trackingOf),
  'order-edit.requested': orderEditRequested,
  'order-update-token.created': orderClaimRequested,
}
