import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { type Call, address, ok, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'

// Pins the SQL statements of each step of one store checkout, as the API benchmark runs it. A step
// that starts sending more (a relation reloaded, a write split in two) fails here before it shows in
// the benchmark. Counts include the Idempotency-Key statements and those of event handlers the step
// triggers, but not BEGIN/COMMIT (which node-postgres sends as statements and PGlite does not), so
// the numbers are the same on both engines.

let t: TestApp
let call: Call
let region: string
let option: string
let variantId: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  region = await insertShopRegion(t, { countries: ['us'], providers: ['manual'], tax_rate: 10 })
  option = await insertOption(t, region, { amount: 500 })
  ;({ variantId } = await insertVariant(t, { prices: [{ amount: 1500 }], inventory_quantity: 100 }))
})
afterAll(() => t.close())

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i

async function checkoutSteps() {
  const counter = countQueries(t.database)
  const counts: Record<string, number> = {}
  const statements: Record<string, readonly string[]> = {}
  const step = async (name: string, method: string, url: string, payload?: unknown) => {
    counter.reset()
    const body = await ok(call, method, url, payload)
    // Event handlers run after the answer; those of this step are not the next step's statements.
    await t.ctx.events.idle()
    const sent = counter.statements.filter((q) => !TRANSACTION_CONTROL.test(q))
    counts[name] = sent.length
    statements[name] = sent
    return body
  }
  try {
    const { cart } = await step('create cart', 'POST', '/store/carts', { region_id: region })
    await step('add line item', 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 1,
    })
    await step('email and address', 'POST', `/store/carts/${cart.id}`, {
      email: 'shopper@example.com',
      shipping_address: address(),
    })
    await step('shipping method', 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option })
    await step('payment sessions', 'POST', `/store/carts/${cart.id}/payment-sessions`)
    await step('select session', 'POST', `/store/carts/${cart.id}/payment-session`, {
      provider_id: 'manual',
    })
    const done = await step('complete', 'POST', `/store/carts/${cart.id}/complete`)
    expect(done.type).toBe('order')
  } finally {
    counter.stop()
  }
  return { counts, statements }
}

/** The statements of each step, one line each: shown when a count is off. */
const listing = (statements: Record<string, readonly string[]>) =>
  Object.entries(statements)
    .map(
      ([name, list]) =>
        `${name}:\n${list.map((q) => `  ${q.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n')}`,
    )
    .join('\n')

describe('statements per checkout step', () => {
  it('answers carts as they read back where the answer is not read again after the write', async () => {
    const created = await ok(call, 'POST', '/store/carts', { region_id: region })
    const id = created.cart.id
    expect(created).toEqual(await ok(call, 'GET', `/store/carts/${id}`))
    await ok(call, 'POST', `/store/carts/${id}/line-items`, { variant_id: variantId, quantity: 1 })
    await ok(call, 'POST', `/store/carts/${id}`, { email: 'again@example.com', shipping_address: address() })
    await ok(call, 'POST', `/store/carts/${id}/shipping-methods`, { option_id: option })
    const sessions = await ok(call, 'POST', `/store/carts/${id}/payment-sessions`)
    expect(sessions).toEqual(await ok(call, 'GET', `/store/carts/${id}`))
    const selected = await ok(call, 'POST', `/store/carts/${id}/payment-session`, { provider_id: 'manual' })
    expect(selected.cart.payment_session).toMatchObject({ provider_id: 'manual', is_selected: true })
    expect(selected).toEqual(await ok(call, 'GET', `/store/carts/${id}`))
  })

  it('sends the pinned number of statements at each step', async () => {
    // The first checkout warms per-process caches; the second is what every later shopper costs.
    await checkoutSteps()
    const { counts, statements } = await checkoutSteps()
    expect(counts, listing(statements)).toEqual({
      // Region, channel and shopper read, the cart written where they allow it, and read back.
      'create cart': 1,
      // Cart locked; variant with stock, tax rates, prices and the cart's lines of it; line with its
      // tax lines, and the cart read back; key and response stored (a request without a key has
      // nothing to claim first).
      'add line item': 4,
      // Lock; guest found or made, with their groups; country; address; cart written and read back
      // with its tax rates.
      'email and address': 5,
      // Lock; option with requirements; method (replacing its profile's) written and the cart read
      // back with its tax rates; tax lines and items' shipping in one write.
      'shipping method': 4,
      // Lock; cart read; session; key and response stored.
      'payment sessions': 4,
      'select session': 3,
      // Lock; cart read with its tax rates; payment authorized; stock read and taken; order, payment,
      // lines and cart in one write; order read; key and response stored; the order-placed
      // notification (2: recipient and language, the row; the lines and totals come with the event).
      complete: 10,
    })
  })
})
