import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { isPostgresUrl } from '@mercato/db'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import {
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../packages/server/src/modules/carts/test-helpers'
import { openBenchDatabase, percentile } from './lib'

/**
 * Checkout benchmark: N concurrent shoppers (default 8), each placing orders one after another over
 * HTTP — create cart → add item → email + address → shipping method → payment sessions → select →
 * complete — against a server on a random port. Prints completed orders/s and the p50/p99 of each step.
 * PostgreSQL when DATABASE_URL is a postgres:// URL (in a schema of its own, dropped afterwards),
 * else an in-memory PGlite.
 */
export interface BenchCheckoutOptions {
  shoppers?: number
  /** Orders each shopper places. */
  ordersPerShopper?: number
  /** Distinct products shoppers pick from (stock rows they contend on). */
  products?: number
  databaseUrl?: string
  log?: (line: string) => void
}

export const STEPS = [
  'create cart',
  'add item',
  'email + address',
  'shipping method',
  'payment sessions',
  'select session',
  'complete',
] as const
type Step = (typeof STEPS)[number]

export interface BenchCheckoutResult {
  engine: string
  shoppers: number
  orders: number
  failures: number
  seconds: number
  ordersPerSecond: number
  steps: Array<{ step: Step; p50: number; p99: number }>
  table: string
}

export async function benchCheckout(options: BenchCheckoutOptions = {}): Promise<BenchCheckoutResult> {
  const shoppers = options.shoppers ?? 8
  const perShopper = options.ordersPerShopper ?? 25
  const url = options.databaseUrl ?? process.env.DATABASE_URL ?? 'memory://'
  const log = options.log ?? ((line: string) => console.log(line))
  const { database, dispose } = await openBenchDatabase(url)
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
  const built = await buildApp({ database, config, logger: false, adminDist: null })
  try {
    const region = await insertShopRegion(built, { tax_rate: 10, countries: ['us'], providers: ['manual'] })
    const option = await insertOption(built, region, { amount: 500 })
    const variants: string[] = []
    for (let i = 0; i < (options.products ?? 20); i++) {
      const { variantId } = await insertVariant(built, { prices: [{ amount: 1000 + i * 10 }] })
      await stockVariant(built, variantId, 1_000_000)
      variants.push(variantId)
    }
    await built.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`
    const timings = new Map<Step, number[]>(STEPS.map((s) => [s, []]))
    const post = async (step: Step, path: string, body?: unknown) => {
      const started = performance.now()
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      const json = (await res.json()) as { cart: { id: string }; type?: string }
      timings.get(step)!.push(performance.now() - started)
      if (res.status !== 200) throw new Error(`${step}: ${res.status} ${JSON.stringify(json)}`)
      return json
    }
    let orders = 0
    let failures = 0
    const shopper = async (n: number) => {
      for (let i = 0; i < perShopper; i++) {
        try {
          const { cart } = await post('create cart', '/store/carts', { region_id: region })
          const id = cart.id as string
          const variant = variants[(n * perShopper + i) % variants.length]
          await post('add item', `/store/carts/${id}/line-items`, { variant_id: variant, quantity: 1 })
          await post('email + address', `/store/carts/${id}`, {
            email: `shopper${n}-${i}@example.com`,
            shipping_address: {
              first_name: 'Bench',
              last_name: 'Shopper',
              address_1: '1 Main St',
              city: 'Springfield',
              country_code: 'us',
              postal_code: '12345',
            },
          })
          await post('shipping method', `/store/carts/${id}/shipping-methods`, { option_id: option })
          await post('payment sessions', `/store/carts/${id}/payment-sessions`)
          await post('select session', `/store/carts/${id}/payment-session`, { provider_id: 'manual' })
          const done = await post('complete', `/store/carts/${id}/complete`)
          if (done.type === 'order') orders++
          else failures++
        } catch (e) {
          failures++
          log(String(e))
        }
      }
    }
    // One warm-up checkout (JIT, prepared plans) before measuring.
    await shopper(shoppers)
    for (const list of timings.values()) list.length = 0
    orders = 0
    failures = 0
    const started = performance.now()
    await Promise.all(Array.from({ length: shoppers }, (_, n) => shopper(n)))
    const seconds = (performance.now() - started) / 1000
    const steps = STEPS.map((step) => {
      const sorted = [...timings.get(step)!].sort((a, b) => a - b)
      return {
        step,
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
      }
    })
    const engine = isPostgresUrl(url) ? 'PostgreSQL' : 'PGlite'
    const ordersPerSecond = Math.round((orders / seconds) * 10) / 10
    const table = [
      `Checkout, ${engine}: ${shoppers} concurrent shoppers, ${orders} orders in ${seconds.toFixed(1)} s → **${ordersPerSecond} orders/s** (${failures} failures)`,
      '',
      '| Step | p50 | p99 |',
      '|---|---|---|',
      ...steps.map((s) => `| ${s.step} | ${s.p50} ms | ${s.p99} ms |`),
    ].join('\n')
    log(table)
    return { engine, shoppers, orders, failures, seconds, ordersPerSecond, steps, table }
  } finally {
    await built.app.close()
    await dispose()
  }
}

// `node --import tsx bench/checkout.ts [shoppers] [ordersPerShopper]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [shoppers, perShopper] = process.argv.slice(2).map(Number)
  benchCheckout({
    ...(shoppers ? { shoppers } : {}),
    ...(perShopper ? { ordersPerShopper: perShopper } : {}),
  }).catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
