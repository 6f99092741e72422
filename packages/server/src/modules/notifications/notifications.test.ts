import { region } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'
import { subscribeNotifications } from './service'

let t: TestApp
let admin: AdminCredentials
let regionId: string
beforeAll(async () => {
  t = await startTestApp({ storefrontUrl: 'https://shop.example.com' })
  admin = await createAdmin(t)
  regionId = generateId('reg')
  await t.ctx.db.insert(region).values({ id: regionId, name: 'US', currency_code: 'usd' })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
const list = async (query = '') => {
  await t.ctx.events.idle()
  return (await call('GET', `/admin/notifications${query}`)).json()
}

async function insertOrder(email: string, opts: { no_notification?: boolean } = {}) {
  const customerId = generateId('cus')
  const orderId = generateId('order')
  await t.database.query('INSERT INTO customer (id, email) VALUES ($1, $2)', [customerId, email])
  await t.database.query(
    `INSERT INTO "order" (id, customer_id, email, region_id, currency_code, no_notification)
     VALUES ($1, $2, $3, $4, 'usd', $5)`,
    [orderId, customerId, email, regionId, opts.no_notification ?? null],
  )
  return { orderId, customerId }
}

describe('notification subscribers', () => {
  it('stores an invite notification with the link to pass on, never the bare token', async () => {
    const res = await call('POST', '/admin/invites', { user: 'New.Hire@example.com', role: 'member' })
    expect(res.statusCode).toBe(200)
    const { notifications } = await list('?event_name=invite.created')
    expect(notifications).toHaveLength(1)
    const n = notifications[0]
    expect(n).toMatchObject({
      event_name: 'invite.created',
      resource_type: 'invite',
      to: 'new.hire@example.com',
      provider_id: 'local',
      parent_id: null,
      resends: [],
    })
    expect(n.id).toMatch(/^noti_/)
    expect(n.resource_id).toMatch(/^invite_/)
    expect(n.data.link).toMatch(/\/invite\?token=/)
    expect(n.data.token).toBeUndefined()
  })

  it('stores admin and customer password-reset links', async () => {
    await call('POST', '/admin/users/password-token', { email: admin.email })
    const user = (await list('?event_name=user.password_reset')).notifications[0]
    expect(user).toMatchObject({ to: admin.email, resource_type: 'user', resource_id: admin.id })
    expect(user.data.link).toMatch(/\/app\/reset-password\?token=[\w.-]+$/)
    expect(user.data.token).toBeUndefined()

    const reg = await t.app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: {
        email: 'shopper@example.com',
        password: 'correct-horse-battery',
        first_name: 'S',
        last_name: 'P',
      },
    })
    const customerId = reg.json().customer.id
    await t.app.inject({
      method: 'POST',
      url: '/store/customers/password-token',
      payload: { email: 'shopper@example.com' },
    })
    const cust = (await list('?event_name=customer.password_reset')).notifications[0]
    expect(cust).toMatchObject({
      to: 'shopper@example.com',
      resource_type: 'customer',
      resource_id: customerId,
      customer_id: customerId,
    })
    expect(cust.data.link).toMatch(
      /^https:\/\/shop\.example\.com\/reset-password\?token=[\w.%-]+&email=shopper%40example\.com$/,
    )
    // Unknown e-mails trigger nothing (and the route still answers 204).
    await t.app.inject({
      method: 'POST',
      url: '/store/customers/password-token',
      payload: { email: 'x@y.z' },
    })
    expect((await list('?event_name=customer.password_reset')).count).toBe(1)
  })

  it('notifies the order e-mail for order events, unless no_notification', async () => {
    const { orderId, customerId } = await insertOrder('buyer@example.com')
    const fulfillmentId = generateId('ful')
    await t.database.query(`INSERT INTO fulfillment (id, order_id, provider_id) VALUES ($1, $2, 'manual')`, [
      fulfillmentId,
      orderId,
    ])
    await t.database.query(
      `INSERT INTO tracking_link (id, tracking_number, url, fulfillment_id) VALUES ($1, 'TRACK-1', 'https://track.example/1', $2)`,
      [generateId('tlink'), fulfillmentId],
    )
    t.ctx.events.emit('order.placed', { id: orderId })
    t.ctx.events.emit('order.shipment_created', { id: orderId, fulfillment_id: fulfillmentId })
    t.ctx.events.emit('order.canceled', { id: orderId, no_notification: true })
    const quiet = await insertOrder('quiet@example.com', { no_notification: true })
    t.ctx.events.emit('order.placed', { id: quiet.orderId })
    t.ctx.events.emit('order.placed', { id: 'order_missing' })

    const { notifications, count } = await list(`?resource_id=${orderId}&order=created_at`)
    expect(count).toBe(2)
    const byEvent = Object.fromEntries(notifications.map((n: { event_name: string }) => [n.event_name, n]))
    expect(byEvent['order.placed']).toMatchObject({
      to: 'buyer@example.com',
      resource_type: 'order',
      customer_id: customerId,
      data: { order_id: orderId, email: 'buyer@example.com' },
    })
    expect(typeof byEvent['order.placed'].data.display_id).toBe('number')
    expect(byEvent['order.shipment_created'].data).toMatchObject({
      fulfillment_id: fulfillmentId,
      tracking_numbers: ['TRACK-1'],
      tracking_links: ['https://track.example/1'],
    })
    expect(await countRows(t, 'notification', `resource_id = '${quiet.orderId}'`)).toBe(0)
  })

  it('notifies the order e-mail for swap, claim and order-edit events, keeping their own resource', async () => {
    const { orderId } = await insertOrder('exchanger@example.com')
    const [swapId, claimId, editId, fulfillmentId] = [
      generateId('swap'),
      generateId('claim'),
      generateId('oe'),
      generateId('ful'),
    ]
    await t.database.query(`INSERT INTO cart (id, type, region_id) VALUES ('cart_swap_1', 'swap', $1)`, [
      regionId,
    ])
    await t.database.query('INSERT INTO swap (id, order_id, cart_id) VALUES ($1, $2, $3)', [
      swapId,
      orderId,
      'cart_swap_1',
    ])
    await t.database.query(`INSERT INTO claim_order (id, type, order_id) VALUES ($1, 'replace', $2)`, [
      claimId,
      orderId,
    ])
    await t.database.query(`INSERT INTO order_edit (id, order_id, created_by) VALUES ($1, $2, 'usr_1')`, [
      editId,
      orderId,
    ])
    await t.database.query(
      `INSERT INTO fulfillment (id, claim_order_id, provider_id) VALUES ($1, $2, 'manual')`,
      [fulfillmentId, claimId],
    )
    await t.database.query(
      `INSERT INTO tracking_link (id, tracking_number, fulfillment_id) VALUES ($1, 'CLAIM-1', $2)`,
      [generateId('tlink'), fulfillmentId],
    )
    t.ctx.events.emit('swap.created', { id: swapId })
    t.ctx.events.emit('swap.shipment_created', { id: swapId, no_notification: true })
    t.ctx.events.emit('claim.shipment_created', { id: claimId, fulfillment_id: fulfillmentId })
    t.ctx.events.emit('order-edit.requested', { id: editId })
    t.ctx.events.emit('swap.created', { id: 'swap_missing' })

    const { notifications } = await list('?to=exchanger@example.com&order=created_at')
    const byEvent = Object.fromEntries(notifications.map((n: { event_name: string }) => [n.event_name, n]))
    expect(Object.keys(byEvent).sort()).toEqual([
      'claim.shipment_created',
      'order-edit.requested',
      'swap.created',
    ])
    expect(byEvent['swap.created']).toMatchObject({
      resource_type: 'swap',
      resource_id: swapId,
      data: {
        order_id: orderId,
        swap_id: swapId,
        cart_id: 'cart_swap_1',
        // No swap link template is set: the storefront's swap page.
        link: 'https://shop.example.com/swap/cart_swap_1',
      },
    })
    expect(byEvent['claim.shipment_created'].data).toMatchObject({
      claim_id: claimId,
      tracking_numbers: ['CLAIM-1'],
    })
    expect(byEvent['order-edit.requested']).toMatchObject({
      resource_type: 'order_edit',
      resource_id: editId,
      // The edit's page, where the shopper accepts or declines it, not the order's.
      data: { order_edit_id: editId, link: `https://shop.example.com/order-edits/${editId}` },
    })
  })

  it('stores a failed delivery with its error so it can be resent', async () => {
    const failing = {
      id: 'broken',
      send: async () => {
        throw new Error('connection refused')
      },
    }
    subscribeNotifications(t.ctx, failing)
    const { orderId } = await insertOrder('unlucky@example.com')
    t.ctx.events.emit('order.placed', { id: orderId })
    const rows = (await list(`?resource_id=${orderId}`)).notifications
    const failed = rows.find((n: { provider_id: string }) => n.provider_id === 'broken')
    expect(failed.data.delivery_error).toBe('connection refused')
    expect(
      rows.find((n: { provider_id: string }) => n.provider_id === 'local').data.delivery_error,
    ).toBeUndefined()
  })
})

describe('admin notifications', () => {
  it('says whether e-mails leave or are only stored (no SMTP server here)', async () => {
    const res = await call('GET', '/admin/mercato/email-delivery')
    expect(res.json()).toEqual({ email_delivery: { sends: false, provider_id: 'local' } })
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/mercato/email-delivery' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('lists with default limit 50 and filters', async () => {
    const all = await list()
    expect(all).toMatchObject({ offset: 0, limit: 50 })
    expect(all.count).toBe(all.notifications.length)
    expect((await list('?resource_type=user')).count).toBe(1)
    expect((await list('?to=buyer@example.com')).count).toBe(2)
    expect((await list('?event_name[]=invite.created&event_name[]=user.password_reset')).count).toBe(2)
    expect((await list('?limit=1&offset=1')).notifications).toHaveLength(1)
    expect((await call('GET', '/admin/notifications?status=sent')).statusCode).toBe(400)
  })

  it('resends to the same or another address as a child notification', async () => {
    const invite = (await list('?event_name=invite.created')).notifications[0]
    const res = await call('POST', `/admin/notifications/${invite.id}/resend`, { to: 'other@example.com' })
    expect(res.statusCode).toBe(200)
    const n = res.json().notification
    expect(n.id).toBe(invite.id)
    expect(n.resends).toHaveLength(1)
    expect(n.resends[0]).toMatchObject({
      parent_id: invite.id,
      to: 'other@example.com',
      event_name: 'invite.created',
      data: invite.data,
    })
    await call('POST', `/admin/notifications/${invite.id}/resend`, {})
    const again = (await list('?event_name=invite.created')).notifications[0]
    expect(again.resends.map((r: { to: string }) => r.to).sort()).toEqual([
      'new.hire@example.com',
      'other@example.com',
    ])
    expect((await list('?event_name=invite.created')).count).toBe(1)
    expect((await list('?event_name=invite.created&include_resends=true')).count).toBe(3)
    const child = (await list(`?to=other@example.com&include_resends=true&expand=parent_notification`))
      .notifications[0]
    expect(child.parent_notification.id).toBe(invite.id)

    expect((await call('POST', '/admin/notifications/noti_missing/resend', {})).statusCode).toBe(404)
    const bad = await call('POST', `/admin/notifications/${invite.id}/resend`, { to: 'not-an-email' })
    expect(bad.statusCode).toBe(400)
    expect((await list('?event_name=invite.created&include_resends=true')).count).toBe(3)
  })
})
