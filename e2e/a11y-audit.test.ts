import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { type AdminCall, SCREENSHOTS, adminApi, signIn } from './harness'
import { type Json, apiCaller, placeOrder } from './order-desk'
import {
  type Shop,
  fillCheckoutAddress,
  homeProductInStock,
  registerShopper,
  startShop,
} from './storefront-shop'

// An automated accessibility audit (axe-core, WCAG 2.0 and 2.1, levels A and AA) of the dashboard's and
// the shop's main pages, in English on a laptop and some of them in Arabic on a phone. Serious and
// critical violations fail the test; every violation found is printed as a table.

const EMAIL = 'a11y-owner@example.com'
const PASSWORD = 'a11y-owner-password-1'
const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const AXE = readFileSync(join(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8')

/**
 * Violations axe reports that are not faults of the page: a page (by the name it has below) and a rule,
 * each with the reason. Kept few: a violation listed here is still printed.
 */
const EXCEPTIONS: Array<{ page: string; rule: string; reason: string }> = [
  {
    page: 'admin categories',
    rule: 'label-content-name-mismatch',
    reason:
      "A category's tree item is named by the category's name; its status badges are shown beside the name " +
      'and are its description (aria-describedby), not part of its label, which axe counts as label text.',
  },
]

interface Finding {
  page: string
  rule: string
  impact: string
  count: number
  target: string
  html: string
  nodes: Array<{ target: string; html: string }>
}

let shop: Shop
let call: AdminCall
const ids: Record<string, string> = {}
const findings: Finding[] = []

/** Runs axe on the page as it is shown now, and records its violations under `name`. */
async function audit(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE })
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected into the page above
    const axe = (window as any).axe
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      resultTypes: ['violations'],
    })
    return result.violations.map((v: Json) => ({
      id: v.id as string,
      impact: (v.impact ?? 'minor') as string,
      nodes: v.nodes.map((n: Json) => ({ target: String(n.target[0]), html: n.html as string })),
    }))
  })
  for (const v of violations as Json[])
    findings.push({
      page: name,
      rule: v.id,
      impact: v.impact,
      count: v.nodes.length,
      target: v.nodes[0].target,
      html: v.nodes[0].html.slice(0, 140),
      nodes: v.nodes,
    })
}

/** Opens a dashboard or shop page and waits for its first heading (detail pages lead with a card's). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page
    .locator('h1, h2')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {
      throw new Error(`${path} shows no heading`)
    })
}

/** The page is in a right-to-left language (Arabic, chosen by `?lng=ar` and kept after). */
const rightToLeft = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')

function printTable() {
  // Every node of every violation, for whoever fixes them.
  writeFileSync(join(SCREENSHOTS, 'a11y-audit.json'), JSON.stringify(findings, null, 2))
  if (findings.length === 0) {
    console.log('a11y audit: no violations')
    return
  }
  const rows = findings.map((f) => [
    f.page,
    f.rule,
    excepted(f) ? `${f.impact} (excepted)` : f.impact,
    String(f.count),
    f.target,
    f.html.replace(/\s+/g, ' '),
  ])
  const widths = [0, 1, 2, 3, 4].map((i) => Math.min(48, Math.max(...rows.map((r) => r[i]!.length))))
  const line = (r: string[]) =>
    r.map((c, i) => (i < 5 ? c.slice(0, widths[i]).padEnd(widths[i]!) : c)).join(' | ')
  console.log(
    ['a11y audit:', line(['page', 'rule', 'impact', 'n', 'target', 'html']), ...rows.map(line)].join('\n'),
  )
}

const excepted = (f: Finding) => EXCEPTIONS.some((x) => x.page === f.page && x.rule === f.rule)
const blocking = (f: Finding) => (f.impact === 'serious' || f.impact === 'critical') && !excepted(f)
/** The serious and critical violations on the pages whose names start with `prefix`, in short. */
const blockers = (prefix: string) =>
  findings
    .filter((f) => f.page.startsWith(prefix) && blocking(f))
    .map((f) => `${f.page}: ${f.rule} (${f.impact}) ×${f.count} at ${f.target}`)

beforeAll(async () => {
  if (!hasChromium) return
  shop = await startShop()
  const { e } = shop
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  call = (await adminApi(e)).call
  const order = await placeOrder(apiCaller(e), shop.admin, shop.publishableKey, 'ada@example.com')
  ids.order = order.id
  const { regions } = await call<Json>('GET', '/admin/regions')
  const europe = regions.find((r: Json) => r.name === 'Europe')
  ids.region = europe.id
  const { customer } = await call<Json>('POST', '/admin/customers', {
    email: 'grace@example.com',
    first_name: 'Grace',
    last_name: 'Hopper',
    password: 'grace-password-1',
  })
  ids.customer = customer.id
  ids.group = (await call<Json>('POST', '/admin/customer-groups', { name: 'Wholesale' })).customer_group.id
  const { shipping_options } = await call<Json>('GET', `/admin/shipping-options?region_id=${europe.id}`)
  ids.draft = (
    await call<Json>('POST', '/admin/draft-orders', {
      email: 'grace@example.com',
      region_id: europe.id,
      items: [{ title: 'Made-to-measure coat', unit_price: 125000, quantity: 1 }],
      shipping_methods: [{ option_id: shipping_options.find((o: Json) => !o.is_return).id }],
    })
  ).draft_order.id
  const tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  ids.product = tee.id
  ids.priceList = (
    await call<Json>('POST', '/admin/price-lists', {
      name: 'Summer sale',
      description: 'Prices for the summer',
      type: 'sale',
      status: 'active',
      prices: [{ variant_id: tee.variants[0].id, currency_code: 'eur', amount: 1000 }],
    })
  ).price_list.id
  ids.discount = (await call<Json>('GET', '/admin/discounts')).discounts[0].id
  await call<Json>('POST', '/admin/gift-cards', { value: 5000, region_id: europe.id })
  ids.item = (await call<Json>('GET', '/admin/inventory-items?limit=1')).inventory_items[0].id
}, 120_000)
afterAll(async () => {
  printTable()
  await shop?.e.close()
})

describe.skipIf(!hasChromium)('accessibility audit (axe-core, WCAG 2.1 A and AA)', () => {
  it('finds no serious or critical violation on the dashboard', async () => {
    const { page, context } = await shop.e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.setViewportSize(LAPTOP)
    const pages: Array<[string, string]> = [
      ['home', '/app/a'],
      ['orders', '/app/a/orders'],
      ['order', `/app/a/orders/${ids.order}`],
      ['draft orders', '/app/a/draft-orders'],
      ['draft order', `/app/a/draft-orders/${ids.draft}`],
      ['products', '/app/a/products'],
      ['product', `/app/a/products/${ids.product}`],
      ['collections', '/app/a/collections'],
      ['categories', '/app/a/product-categories'],
      ['inventory', '/app/a/inventory'],
      ['inventory item', `/app/a/inventory/${ids.item}`],
      ['pricing', '/app/a/pricing'],
      ['price list', `/app/a/pricing/${ids.priceList}`],
      ['customers', '/app/a/customers'],
      ['customer', `/app/a/customers/${ids.customer}`],
      ['customer groups', '/app/a/customers/groups'],
      ['discounts', '/app/a/discounts'],
      ['discount', `/app/a/discounts/${ids.discount}`],
      ['gift cards', '/app/a/gift-cards'],
      ['settings', '/app/a/settings'],
      ['store details', '/app/a/settings/details'],
      ['regions', '/app/a/settings/regions'],
      ['region', `/app/a/settings/regions/${ids.region}`],
      ['team', '/app/a/settings/team'],
      ['e-mails', '/app/a/settings/emails'],
      ['plugins', '/app/a/settings/plugins'],
    ]
    for (const [name, path] of pages) {
      await open(page, path)
      await audit(page, `admin ${name}`)
    }
    await open(page, '/app/a/products?new=1')
    await page.getByRole('dialog').waitFor()
    await audit(page, 'admin new product')

    await page.setViewportSize(PHONE)
    const arabic: Array<[string, string]> = [
      ['home', '/app/a?lng=ar'],
      ['orders', '/app/a/orders'],
      ['product', `/app/a/products/${ids.product}`],
    ]
    for (const [name, path] of arabic) {
      await open(page, path)
      await rightToLeft(page)
      await audit(page, `admin ar ${name}`)
    }
    await page.goto('/app/a?lng=en')
    await context.close()
    expect(blockers('admin ')).toEqual([])
  }, 150_000)

  it('finds no serious or critical violation in the shop', async () => {
    const { page, context } = await shop.e.newPage()
    await page.setViewportSize(LAPTOP)
    const { product_categories } = await shop.api<Json>('/store/product-categories')
    const product = await homeProductInStock(shop.api, shop.region)
    for (const [name, path] of [
      ['home', '/'],
      ['all products', '/products'],
      ['category', `/categories/${product_categories[0].handle}`],
      ['product', `/products/${product.handle}`],
      ['sign-in', '/account'],
    ]) {
      await open(page, path!)
      await audit(page, `shop ${name}`)
    }
    await registerShopper(page, {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada.l@example.com',
      password: 'ada-password-1',
    })
    await audit(page, 'shop account')

    await open(page, `/products/${product.handle}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    await open(page, '/cart')
    await page.getByRole('link', { name: 'Go to checkout' }).waitFor()
    await audit(page, 'shop cart')
    await page.setViewportSize(PHONE)
    await open(page, `/products/${product.handle}?lng=ar`)
    await rightToLeft(page)
    await audit(page, 'shop ar product')
    await open(page, '/cart')
    await rightToLeft(page)
    await audit(page, 'shop ar cart')
    await page.setViewportSize(LAPTOP)
    await open(page, '/checkout?lng=en')
    await page.getByLabel('Email').waitFor()
    await audit(page, 'shop checkout')

    await fillCheckoutAddress(page, { first: 'Ada', last: 'Lovelace', street: '1 Engine Lane' })
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!
    await open(page, `/account?order=${orderId}`)
    await audit(page, 'shop order')
    await context.close()
    expect(blockers('shop ')).toEqual([])
  }, 120_000)
})
