import { customer, user } from '@mercato/db'
import { GIFT_CARD_CODE_PATTERN, generateId } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { Medusa, type MedusaClient, listenForClients } from '../../testing/medusa-js'
import { insertRegion } from './test-fixtures'

// The published admin client, unchanged, against a server listening on a random port. It
// authenticates with the user's API token (x-medusa-access-token), as server-side scripts do.

let t: TestApp
let medusa: MedusaClient
let us: string
let eu: string
beforeAll(async () => {
  t = await startTestApp()
  const admin = await createAdmin(t)
  await t.ctx.db.update(user).set({ api_token: 'mjs-secret-token' }).where(eq(user.id, admin.id))
  us = await insertRegion(t, 'US')
  eu = await insertRegion(t, 'EU', 'eur')
  await t.ctx.db.insert(customer).values([
    { id: generateId('cus'), email: 'ann@example.com', first_name: 'Ann', has_account: true },
    { id: generateId('cus'), email: 'bob@example.com', first_name: 'Bob' },
  ])
  const baseUrl = await listenForClients(t)
  medusa = new Medusa({ baseUrl, maxRetries: 0, apiKey: 'mjs-secret-token' })
})
afterAll(() => t.close())

describe('@medusajs/medusa-js admin client against Mercato', () => {
  it('creates, retrieves by code, updates and deletes a discount', async () => {
    const { discount, response } = await medusa.admin.discounts.create({
      code: 'client10',
      rule: { type: 'percentage' as never, value: 10, allocation: 'total' as never, description: 'Client' },
      regions: [us, eu],
      is_dynamic: false,
    })
    expect(response.status).toBe(200)
    expect(discount.code).toBe('CLIENT10')
    expect(discount.regions.map((r: { id: string }) => r.id).sort()).toEqual([us, eu].sort())
    const byCode = await medusa.admin.discounts.retrieveByCode('client10')
    expect(byCode.discount.id).toBe(discount.id)
    const updated = await medusa.admin.discounts.update(discount.id, { is_disabled: true })
    expect(updated.discount.is_disabled).toBe(true)
    const removed = await medusa.admin.discounts.removeRegion(discount.id, eu)
    expect(removed.discount.regions.map((r: { id: string }) => r.id)).toEqual([us])
    const { discounts, count } = await medusa.admin.discounts.list({ q: 'client' })
    expect(count).toBe(1)
    expect(discounts[0]!.id).toBe(discount.id)
    const deleted = await medusa.admin.discounts.delete(discount.id)
    expect(deleted).toMatchObject({ id: discount.id, object: 'discount', deleted: true })
  })

  it('reports contract errors as axios errors with the JSON body', async () => {
    const err = await medusa.admin.discounts
      .create({
        code: 'FIXED2',
        rule: { type: 'fixed' as never, value: 500, allocation: 'total' as never },
        regions: [us, eu],
      })
      .catch((e: { response: { status: number; data: unknown } }) => e)
    expect((err as { response: { status: number } }).response.status).toBe(400)
    expect((err as { response: { data: unknown } }).response.data).toMatchObject({
      type: 'invalid_data',
      message: expect.stringMatching(/exactly one region/),
    })
  })

  it('creates, lists, updates and deletes a gift card', async () => {
    const { gift_card } = await medusa.admin.giftCards.create({ value: 2500, region_id: us })
    expect(gift_card.code).toMatch(GIFT_CARD_CODE_PATTERN)
    expect(gift_card.balance).toBe(2500)
    const { gift_cards, count } = await medusa.admin.giftCards.list({ q: gift_card.code.slice(0, 4) })
    expect(count).toBeGreaterThanOrEqual(1)
    expect(gift_cards.map((g: { id: string }) => g.id)).toContain(gift_card.id)
    const updated = await medusa.admin.giftCards.update(gift_card.id, { balance: 1000 })
    expect(updated.gift_card.balance).toBe(1000)
    const got = await medusa.admin.giftCards.retrieve(gift_card.id)
    expect(got.gift_card.region.id).toBe(us)
    const deleted = await medusa.admin.giftCards.delete(gift_card.id)
    expect(deleted).toMatchObject({ id: gift_card.id, object: 'gift-card', deleted: true })
  })

  it('lists customers', async () => {
    const { customers, count, limit } = await medusa.admin.customers.list()
    expect(limit).toBe(50)
    expect(count).toBe(2)
    expect(customers.map((c: { email: string }) => c.email).sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
    ])
    const search = await medusa.admin.customers.list({ q: 'ann' })
    expect(search.customers.map((c: { email: string }) => c.email)).toEqual(['ann@example.com'])
  })
})
