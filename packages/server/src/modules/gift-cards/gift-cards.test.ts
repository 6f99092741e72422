import { region } from '@mercato/db'
import { GIFT_CARD_CODE_PATTERN, generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'
import { generateGiftCardCode } from './service'

let t: TestApp
let admin: AdminCredentials
let taxed: string
let untaxed: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  taxed = generateId('reg')
  untaxed = generateId('reg')
  await t.ctx.db.insert(region).values([
    { id: taxed, name: 'Taxed', currency_code: 'usd', tax_rate: 20 },
    { id: untaxed, name: 'Untaxed', currency_code: 'eur', tax_rate: 10, gift_cards_taxable: false },
  ])
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('gift card codes', () => {
  it('are four groups of four [A-Z0-9] and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, generateGiftCardCode))
    expect(codes.size).toBe(200)
    for (const c of codes) expect(c).toMatch(GIFT_CARD_CODE_PATTERN)
  })
})

describe('admin gift cards', () => {
  it('creates a card: generated code, balance = value, region tax rate, default relations', async () => {
    const res = await call('POST', '/admin/gift-cards', {
      value: 5000,
      region_id: taxed,
      ends_at: '2099-12-31T00:00:00Z',
      metadata: { reason: 'apology' },
    })
    expect(res.statusCode).toBe(200)
    const card = res.json().gift_card
    expect(card).toMatchObject({
      value: 5000,
      balance: 5000,
      region_id: taxed,
      region: { id: taxed, name: 'Taxed' },
      order: null,
      order_id: null,
      is_disabled: false,
      tax_rate: 20,
      ends_at: '2099-12-31T00:00:00.000Z',
      metadata: { reason: 'apology' },
    })
    expect(card.id).toMatch(/^gift_/)
    expect(card.code).toMatch(GIFT_CARD_CODE_PATTERN)
    const untaxedCard = (await call('POST', '/admin/gift-cards', { value: 100, region_id: untaxed })).json()
    expect(untaxedCard.gift_card.tax_rate).toBeNull()
  })

  it('refuses bad cards and writes nothing', async () => {
    const before = await countRows(t, 'gift_card')
    const cases: Array<[object, number, RegExp]> = [
      [{ value: 100, region_id: 'reg_missing' }, 404, /Region with id: reg_missing was not found/],
      [{ value: -1, region_id: taxed }, 400, /value must be greater than or equal to 0/],
      [{ value: 1.5, region_id: taxed }, 400, /integer/],
      [{ region_id: taxed }, 400, /value is required/],
      [{ value: 100 }, 400, /region_id is required/],
      [{ value: 100, region_id: taxed, code: 'MINE' }, 400, /property code should not exist/],
      [{ value: 100, region_id: taxed, ends_at: 'someday' }, 400, /ends_at/],
    ]
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/admin/gift-cards', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message, JSON.stringify(body)).toMatch(message)
    }
    expect(await countRows(t, 'gift_card')).toBe(before)
  })

  it('updates balance, state, expiry and region; the balance stays within 0..value', async () => {
    const card = (await call('POST', '/admin/gift-cards', { value: 3000, region_id: taxed })).json().gift_card
    const res = await call('POST', `/admin/gift-cards/${card.id}`, {
      balance: 1200,
      is_disabled: true,
      ends_at: '2030-01-01T00:00:00Z',
      region_id: untaxed,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().gift_card).toMatchObject({
      balance: 1200,
      value: 3000,
      is_disabled: true,
      ends_at: '2030-01-01T00:00:00.000Z',
      region: { id: untaxed },
    })
    const cleared = await call('POST', `/admin/gift-cards/${card.id}`, { ends_at: null })
    expect(cleared.json().gift_card.ends_at).toBeNull()
    for (const balance of [-1, 3001]) {
      const bad = await call('POST', `/admin/gift-cards/${card.id}`, { balance })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toBe("balance must be between 0 and the card's value (3000)")
    }
    expect((await call('POST', `/admin/gift-cards/${card.id}`, { region_id: 'reg_x' })).statusCode).toBe(404)
    expect((await call('POST', `/admin/gift-cards/${card.id}`, { value: 1 })).statusCode).toBe(400)
    expect((await call('POST', '/admin/gift-cards/gift_missing', { balance: 1 })).statusCode).toBe(404)
    const after = (await call('GET', `/admin/gift-cards/${card.id}`)).json().gift_card
    expect(after).toMatchObject({ balance: 1200, region_id: untaxed })
  })

  it('shows the order a card was bought with', async () => {
    const customerId = generateId('cus')
    const orderId = generateId('order')
    await t.database.query(`INSERT INTO customer (id, email) VALUES ($1, 'buyer@example.com')`, [customerId])
    await t.database.query(
      `INSERT INTO "order" (id, customer_id, email, region_id, currency_code) VALUES ($1, $2, 'buyer@example.com', $3, 'usd')`,
      [orderId, customerId, taxed],
    )
    const card = (await call('POST', '/admin/gift-cards', { value: 10, region_id: taxed })).json().gift_card
    await t.database.query('UPDATE gift_card SET order_id = $1 WHERE id = $2', [orderId, card.id])
    const got = (await call('GET', `/admin/gift-cards/${card.id}`)).json().gift_card
    expect(got.order).toMatchObject({ id: orderId, email: 'buyer@example.com', status: 'pending' })

    expect(got).not.toHaveProperty('gift_card_transactions')
  })

  it('lists with default limit 50, q on code, paging; retrieves and deletes', async () => {
    for (let i = 0; i < 50; i++) await call('POST', '/admin/gift-cards', { value: 100 + i, region_id: taxed })
    const page = (await call('GET', '/admin/gift-cards/')).json()
    expect(page.limit).toBe(50)
    expect(page.offset).toBe(0)
    expect(page.gift_cards).toHaveLength(50)
    expect(page.count).toBeGreaterThan(50)
    expect(page.gift_cards[0].region).toBeDefined()

    const target = page.gift_cards[7]
    const q = (await call('GET', `/admin/gift-cards?q=${target.code.slice(5, 14).toLowerCase()}`)).json()
    expect(q.gift_cards.map((g: { id: string }) => g.id)).toEqual([target.id])
    const sorted = (await call('GET', '/admin/gift-cards?order=-value&limit=2&offset=1&expand=region')).json()
    expect(sorted.gift_cards.map((g: { value: number }) => g.value)).toEqual([3000, 149])
    expect(sorted.gift_cards[0].order).toBeUndefined()

    const del = await call('DELETE', `/admin/gift-cards/${target.id}`)
    expect(del.json()).toEqual({ id: target.id, object: 'gift-card', deleted: true })
    expect((await call('GET', `/admin/gift-cards/${target.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/gift-cards/${target.id}`)).statusCode).toBe(404)
    expect((await call('GET', '/admin/gift-cards')).json().count).toBe(page.count - 1)
  })

  it("answers what orders took from a card, when asked (a Mercato extension), with the orders' numbers", async () => {
    const customerId = generateId('cus')
    const orderId = generateId('order')
    await t.database.query(`INSERT INTO customer (id, email) VALUES ($1, 'spender@example.com')`, [
      customerId,
    ])
    await t.database.query(
      `INSERT INTO "order" (id, customer_id, email, region_id, currency_code) VALUES ($1, $2, 'spender@example.com', $3, 'usd')`,
      [orderId, customerId, taxed],
    )
    const spent = (await call('POST', '/admin/gift-cards', { value: 5000, region_id: taxed })).json()
      .gift_card
    expect(
      (await call('GET', `/admin/gift-cards/${spent.id}?expand=gift_card_transactions`)).json().gift_card
        .gift_card_transactions,
    ).toEqual([])
    await t.database.query(
      `INSERT INTO gift_card_transaction (id, gift_card_id, order_id, amount, is_taxable, tax_rate) VALUES ($1, $2, $3, 1200, true, 20)`,
      [generateId('gct'), spent.id, orderId],
    )
    const withSpending = (
      await call('GET', `/admin/gift-cards/${spent.id}?expand=gift_card_transactions`)
    ).json().gift_card
    const [display] = await t.database.query<{ display_id: number }>(
      'SELECT display_id FROM "order" WHERE id = $1',
      [orderId],
    )
    expect(withSpending.gift_card_transactions).toMatchObject([
      {
        order_id: orderId,
        amount: 1200,
        order: { id: orderId, display_id: display!.display_id, currency_code: 'usd' },
      },
    ])
  })
})
