import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../jobs/sql'
import { type TestApp, startTestApp } from '../../testing/harness'
import { ok } from '../carts/test-client'
import {
  type Json,
  type Shop,
  claimsOf,
  openShop,
  refused,
  replaceBody,
  shippedOrder,
  stockOf,
} from './test-setup'

// After creation: staff edit a claim's items (tags, images, notes) and cancel it.

let t: TestApp
let s: Shop
beforeAll(async () => {
  t = await startTestApp()
  s = await openShop(t)
})
afterAll(() => t.close())

describe('claim updates', () => {
  it('updates claim items (tags reused by value, images replaced) and cancels a claim', async () => {
    const o = await shippedOrder(s)
    const created = await ok(
      s.call,
      'POST',
      claimsOf(o.id),
      replaceBody(s, o, {
        claim_items: [
          { item_id: o.items[0].id, quantity: 2, tags: ['damaged'], images: ['https://x/1.jpg'] },
        ],
        additional_items: [{ variant_id: s.variantId, quantity: 2 }],
        return_shipping: { option_id: s.returnOption },
      }),
    )
    const claim = created.order.claims[0]
    expect(claim.claim_items[0].reason).toBe('other')
    const [tags] = await rowsOf<{ n: number }>(
      t.ctx.db,
      sql`SELECT count(*)::int AS n FROM claim_tag WHERE value = 'damaged'`,
    )
    expect(Number(tags!.n)).toBe(1)
    const item = claim.claim_items[0]
    const updated = await ok(s.call, 'POST', `${claimsOf(o.id)}/${claim.id}`, {
      claim_items: [
        {
          id: item.id,
          note: 'Both broken',
          reason: 'wrong_item',
          tags: [{ id: item.tags[0].id }, { value: 'Urgent' }],
          images: [{ url: 'https://x/2.jpg' }],
        },
      ],
      metadata: { ticket: 'T-1' },
    })
    const u = updated.order.claims[0]
    expect(u.metadata).toEqual({ ticket: 'T-1' })
    expect(u.claim_items[0]).toMatchObject({ note: 'Both broken', reason: 'wrong_item' })
    expect(u.claim_items[0].tags.map((x: Json) => x.value)).toEqual(['damaged', 'urgent'])
    expect(u.claim_items[0].images.map((x: Json) => x.url)).toEqual(['https://x/2.jpg'])
    await refused(
      s.call,
      `${claimsOf(o.id)}/${claim.id}`,
      { claim_items: [{ id: item.id, quantity: 1, tags: [], images: [] }] },
      /cannot be changed/,
    )

    const reserved = (await stockOf(s)).reserved
    const canceled = await ok(s.call, 'POST', `${claimsOf(o.id)}/${claim.id}/cancel`)
    const c = canceled.order.claims[0]
    expect(c.canceled_at).not.toBeNull()
    expect(c.fulfillment_status).toBe('canceled')
    expect(c.return_order.status).toBe('canceled')
    expect((await stockOf(s)).reserved).toBe(reserved - 2)
    await refused(s.call, `${claimsOf(o.id)}/${claim.id}/cancel`, undefined, 'The claim is already canceled')
    // Canceled claims free their units: the same units can be claimed again.
    await ok(s.call, 'POST', claimsOf(o.id), replaceBody(s, o))
  })
})
