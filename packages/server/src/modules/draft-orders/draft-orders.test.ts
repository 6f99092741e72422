import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { type Call, address, storeClient } from '../carts/test-client'
import {
  insertDiscount,
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'
import { countRows } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
let call: Call
let us: string
let option: string
let adminOnly: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const client = storeClient(t)
  call = (method, url, payload, headers = admin.headers) => client(method, url, payload, headers)
  us = await insertShopRegion(t, { name: 'US', currency_code: 'usd', tax_rate: 10, countries: ['us'] })
  option = await insertOption(t, us, { amount: 500 })
  adminOnly = await insertOption(t, us, { amount: 900, name: 'Courier', admin_only: true })
})
afterAll(() => t.close())

/** Rows a refused request must not leave behind. */
const written = async () => ({
  drafts: await countRows(t, 'draft_order'),
  carts: await countRows(t, 'cart'),
  items: await countRows(t, 'line_item'),
  methods: await countRows(t, 'shipping_method'),
  customers: await countRows(t, 'customer'),
  addresses: await countRows(t, 'address'),
  orders: await countRows(t, '"order"'),
  payments: await countRows(t, 'payment'),
})

async function newDraft(body: Record<string, unknown>) {
  const res = await call('POST', '/admin/draft-orders', {
    region_id: us,
    shipping_methods: [{ option_id: option }],
    ...body,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.draft_order
}

describe('draft orders', () => {
  it('builds a draft, changes its lines, and marks it paid into a captured order', async () => {
    const placed = recordEvents(t, 'order.placed')
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1500 }], inventory_quantity: 10 })
    const draft = await newDraft({
      email: 'Buyer@Example.com',
      items: [
        { variant_id: variantId, quantity: 2 },
        { title: 'Gift wrap', unit_price: 300, quantity: 1 },
      ],
      shipping_methods: [{ option_id: adminOnly, price: 700 }],
      shipping_address: address(),
    })
    expect(draft).toMatchObject({ id: expect.stringMatching(/^dorder_/), status: 'open', order_id: null })
    expect(draft.display_id).toEqual(expect.any(Number))
    const cart = draft.cart
    expect(cart).toMatchObject({
      type: 'draft_order',
      email: 'buyer@example.com',
      region: { id: us },
      customer: { email: 'buyer@example.com', has_account: false },
      shipping_address: { city: 'Springfield', country_code: 'us' },
      shipping_methods: [{ shipping_option_id: adminOnly, price: 700 }],
      // 3000 + 300 items, 700 shipping, 10% tax on all of it.
      subtotal: 3300,
      shipping_total: 700,
      tax_total: 400,
      total: 4400,
    })
    expect(cart.customer).not.toHaveProperty('password_hash')
    expect(cart.items).toEqual([
      expect.objectContaining({ variant_id: variantId, quantity: 2, unit_price: 1500, should_merge: true }),
      expect.objectContaining({
        variant_id: null,
        title: 'Gift wrap',
        unit_price: 300,
        allow_discounts: false,
      }),
    ])

    const url = `/admin/draft-orders/${draft.id}`
    const lines = async (path: string, body?: object, method = 'POST') => {
      const res = await call(method, `${url}/line-items${path}`, body)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.draft_order.cart.items as Array<Record<string, unknown>>
    }
    // Same variant, catalogue price: merges. A hand price makes a line of its own.
    let items = await lines('', { variant_id: variantId, quantity: 1 })
    expect(items.find((i) => i.variant_id === variantId)).toMatchObject({ quantity: 3 })
    items = await lines('', { variant_id: variantId, quantity: 1, unit_price: 1000 })
    const byHand = items.find((i) => i.unit_price === 1000)!
    expect(byHand).toMatchObject({ should_merge: false, quantity: 1 })
    items = await lines(`/${byHand.id}`, { quantity: 2, title: 'Seconds' })
    expect(items.find((i) => i.id === byHand.id)).toMatchObject({
      quantity: 2,
      unit_price: 1000,
      title: 'Seconds',
    })
    items = await lines(`/${byHand.id}`, { quantity: 0 })
    expect(items.map((i) => i.id)).not.toContain(byHand.id)
    items = await lines('', { title: 'Temp', unit_price: 50, quantity: 1 })
    const temp = items.find((i) => i.title === 'Temp')!
    items = await lines(`/${temp.id}`, undefined, 'DELETE')
    expect(items).toHaveLength(2)
    const regular = items.find((i) => i.variant_id === variantId)!
    items = await lines(`/${regular.id}`, { quantity: 2 })
    expect((await call('GET', url)).body.draft_order.cart).toMatchObject({ subtotal: 3300, total: 4400 })

    const paid = await call('POST', `${url}/pay`)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const order = paid.body.order
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_/),
      status: 'pending',
      payment_status: 'captured',
      fulfillment_status: 'not_fulfilled',
      draft_order_id: draft.id,
      cart_id: cart.id,
      email: 'buyer@example.com',
      total: 4400,
      payments: [{ provider_id: 'system', amount: 4400, captured_at: expect.anything() }],
      shipping_methods: [{ shipping_option_id: adminOnly, price: 700 }],
    })
    expect(order.items.map((i: { title: string; quantity: number }) => [i.title, i.quantity]).sort()).toEqual(
      [
        ['Gift wrap', 1],
        [expect.any(String), 2],
      ],
    )
    const after = (await call('GET', url)).body.draft_order
    expect(after).toMatchObject({ status: 'completed', order_id: order.id, order: { id: order.id } })
    expect(after.completed_at).toBeTruthy()
    expect(await countRows(t, 'product_variant', `id = '${variantId}' AND inventory_quantity = 8`)).toBe(1)
    expect(await countRows(t, 'cart', `id = '${cart.id}' AND completed_at IS NOT NULL`)).toBe(1)
    await t.ctx.events.idle()
    expect(placed.filter((e) => e.data.id === order.id)).toHaveLength(1)
    // `system` is never offered to shoppers: regions keep their providers and cannot add it.
    const regionRes = await call('GET', `/admin/regions/${us}`)
    expect(regionRes.body.region.payment_providers.map((p: { id: string }) => p.id)).toEqual([
      'manual',
      'test',
    ])
    const addSystem = await call('POST', `/admin/regions/${us}/payment-providers`, { provider_id: 'system' })
    expect(addSystem.status).toBe(400)
  })

  it('refuses to pay twice, and to change a completed draft', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const draft = await newDraft({
      email: 'twice@example.com',
      items: [{ variant_id: variantId, quantity: 1 }],
    })
    const url = `/admin/draft-orders/${draft.id}`
    const changed = await call('POST', url, {
      email: 'Changed@Example.com',
      no_notification_order: true,
      billing_address: address(),
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.draft_order).toMatchObject({
      no_notification_order: true,
      cart: { email: 'changed@example.com', billing_address: { city: 'Springfield' } },
    })
    const first = await call('POST', `${url}/pay`)
    expect(first.status).toBe(200)
    expect(first.body.order).toMatchObject({ no_notification: true, email: 'changed@example.com' })
    const before = await written()
    const second = await call('POST', `${url}/pay`)
    expect(second.status).toBe(400)
    expect(second.body).toEqual({ type: 'not_allowed', message: 'The draft order is already completed' })
    expect(await countRows(t, '"order"', `draft_order_id = '${draft.id}'`)).toBe(1)

    const refusals = [
      await call('POST', url, { email: 'late@example.com' }),
      await call('POST', `${url}/line-items`, { variant_id: variantId, quantity: 1 }),
      await call('POST', `${url}/line-items/${first.body.order.items[0].id}`, { quantity: 3 }),
      await call('DELETE', `${url}/line-items/${first.body.order.items[0].id}`),
    ]
    for (const res of refusals)
      expect(res.body).toEqual({
        type: 'not_allowed',
        message: 'You are only allowed to update open draft orders',
      })
    const del = await call('DELETE', url)
    expect(del.body).toEqual({
      type: 'not_allowed',
      message: 'You are only allowed to delete open draft orders',
    })
    expect(await written()).toEqual(before)
  })

  it('refuses bad input in the contract error shape, writing nothing', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const good = { email: 'bad@example.com', region_id: us, shipping_methods: [{ option_id: option }] }
    const before = await written()
    const cases: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [{ ...good, foo: 1 }, 400, 'invalid_data', /property foo should not exist/],
      [{ region_id: us, shipping_methods: [] }, 400, 'invalid_data', /email is required/],
      [
        { ...good, items: [{ title: 'No price', quantity: 1 }] },
        400,
        'invalid_data',
        /items\[0\]\.unit_price/,
      ],
      [{ ...good, items: [{ unit_price: 5, quantity: 1 }] }, 400, 'invalid_data', /items\[0\]\.title/],
      [{ ...good, items: [{ variant_id: variantId, quantity: 0 }] }, 400, 'invalid_data', /quantity/],
      [{ ...good, status: 'completed' }, 400, 'invalid_data', /created open/],
      [
        { ...good, email: 'fresh-guest@example.com', items: [{ variant_id: 'variant_nope', quantity: 1 }] },
        404,
        'not_found',
        /Variant with id: variant_nope was not found/,
      ],
      [{ ...good, region_id: 'reg_nope' }, 404, 'not_found', /Region with id reg_nope/],
      [{ ...good, shipping_methods: [{ option_id: 'so_nope' }] }, 404, 'not_found', /Shipping Option/],
      [{ ...good, discounts: [{ code: 'NOPE' }] }, 404, 'not_found', /Discount with code NOPE/],
      [{ ...good, customer_id: 'cus_nope' }, 404, 'not_found', /Customer with id: cus_nope/],
      [{ ...good, items: [{ variant_id: variantId, quantity: 1000 }] }, 400, 'not_allowed', /inventory/],
    ]
    for (const [body, status, type, message] of cases) {
      const res = await call('POST', '/admin/draft-orders', body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body.type).toBe(type)
      expect(res.body.message).toMatch(message)
    }
    expect(await written()).toEqual(before)
    const draft = await newDraft({
      email: 'lines@example.com',
      items: [{ variant_id: variantId, quantity: 1 }],
    })
    const mid = await written()
    const lineCases: Array<[string, string, object | undefined, number]> = [
      ['POST', `/admin/draft-orders/${draft.id}/line-items`, { quantity: 1 }, 400],
      [
        'POST',
        `/admin/draft-orders/${draft.id}/line-items`,
        { variant_id: 'variant_nope', quantity: 1 },
        404,
      ],
      ['POST', `/admin/draft-orders/${draft.id}/line-items/item_nope`, { quantity: 1 }, 404],
      ['DELETE', `/admin/draft-orders/${draft.id}/line-items/item_nope`, undefined, 404],
      ['POST', `/admin/draft-orders/${draft.id}`, { region_id: 'reg_nope' }, 404],
      ['POST', '/admin/draft-orders/dorder_nope', { email: 'x@example.com' }, 404],
      ['POST', '/admin/draft-orders/dorder_nope/pay', undefined, 404],
    ]
    for (const [method, url, body, status] of lineCases) {
      const res = await call(method, url, body)
      expect(res.status, `${method} ${url}`).toBe(status)
      expect(Object.keys(res.body).sort()).toEqual(['message', 'type'])
    }
    expect(await written()).toEqual(mid)
  })

  it('lists drafts with q, status and pagination', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 100 }] })
    const items = [{ variant_id: variantId, quantity: 1 }]
    const a = await newDraft({ email: 'zeta.one@list.example', items })
    await newDraft({ email: 'zeta.two@list.example', items })
    await newDraft({ email: 'omega@list.example', items })
    await call('POST', `/admin/draft-orders/${a.id}/pay`)
    let res = await call('GET', '/admin/draft-orders?q=zeta')
    expect(res.body).toMatchObject({ count: 2, offset: 0, limit: 50 })
    expect(res.body.draft_orders.map((d: { cart: { email: string } }) => d.cart.email).sort()).toEqual([
      'zeta.one@list.example',
      'zeta.two@list.example',
    ])
    // Each cart is priced as the detail prices it, so a list can show the draft's total in its currency.
    const two = res.body.draft_orders.find((d: { cart: { email: string } }) =>
      d.cart.email.startsWith('zeta.two'),
    )
    expect(two.cart).toMatchObject({ region: { currency_code: 'usd' }, items: [{ quantity: 1 }] })
    expect(two.cart.total).toBe(
      (await call('GET', `/admin/draft-orders/${two.id}`)).body.draft_order.cart.total,
    )
    expect(two.cart.total).toBeGreaterThan(100)
    // The page's carts load in one statement: a page of 3 costs what a page of 1 does.
    const statementsFor = async (url: string) => {
      const counter = countQueries(t.database)
      try {
        expect((await call('GET', url)).status).toBe(200)
        return counter.count
      } finally {
        counter.stop()
      }
    }
    expect(await statementsFor('/admin/draft-orders?q=list.example&limit=3')).toBe(
      await statementsFor('/admin/draft-orders?q=list.example&limit=1'),
    )
    res = await call('GET', `/admin/draft-orders?q=${a.display_id}`)
    expect(res.body.draft_orders.map((d: { id: string }) => d.id)).toContain(a.id)
    res = await call('GET', `/admin/draft-orders?q=${encodeURIComponent(` #${a.display_id} `)}`)
    expect(res.body.draft_orders.map((d: { id: string }) => d.id)).toContain(a.id)
    res = await call('GET', '/admin/draft-orders?q=list.example&limit=2&offset=1')
    expect(res.body).toMatchObject({ count: 3, offset: 1, limit: 2 })
    expect(res.body.draft_orders).toHaveLength(2)
    res = await call('GET', '/admin/draft-orders?q=list.example&status=completed')
    expect(res.body.draft_orders).toEqual([expect.objectContaining({ id: a.id, order: expect.any(Object) })])
    res = await call('GET', '/admin/draft-orders?q=list.example&status[]=open&order=display_id')
    expect(res.body.draft_orders.map((d: { display_id: number }) => d.display_id)).toEqual(
      [...res.body.draft_orders.map((d: { display_id: number }) => d.display_id)].sort((x, y) => x - y),
    )
    expect((await call('GET', '/admin/draft-orders?bogus=1')).status).toBe(400)
    const future = new Date(Date.now() + 86_400_000).toISOString()
    expect((await call('GET', `/admin/draft-orders?created_at[gt]=${future}`)).body.count).toBe(0)
  })

  it('leaves nothing written and the draft open when stock runs out at payment', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 2000 }] })
    const { item } = await stockVariant(t, variantId, 5)
    const discount = await insertDiscount(t, { type: 'percentage', value: 10, regions: [us] })
    const draft = await newDraft({
      email: 'stock@example.com',
      items: [{ variant_id: variantId, quantity: 3 }],
      discounts: [{ code: discount.code }],
    })
    expect(draft.cart.discount_total).toBe(600)
    await t.ctx.database.query(
      `UPDATE inventory_level SET stocked_quantity = 2 WHERE inventory_item_id = $1`,
      [item],
    )
    const before = await written()
    const res = await call('POST', `/admin/draft-orders/${draft.id}/pay`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ type: 'not_allowed', code: 'insufficient_inventory' })
    expect(await written()).toEqual(before)
    expect(await countRows(t, 'reservation_item')).toBe(0)
    expect(await countRows(t, 'discount', `id = '${discount.id}' AND usage_count = 0`)).toBe(1)
    expect((await call('GET', `/admin/draft-orders/${draft.id}`)).body.draft_order).toMatchObject({
      status: 'open',
      order_id: null,
      cart: { completed_at: null },
    })
  })

  it('answers 401 without credentials', async () => {
    for (const [method, url] of [
      ['GET', '/admin/draft-orders'],
      ['POST', '/admin/draft-orders'],
      ['GET', '/admin/draft-orders/dorder_x'],
      ['POST', '/admin/draft-orders/dorder_x/pay'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })
      expect(res.statusCode).toBe(401)
      expect(res.json().type).toBe('unauthorized')
    }
  })
})
