import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CsvParser, csvLine } from '../packages/server/src/jobs/csv'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  byLabel,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
  toastsGone,
} from './harness'

const EMAIL = 'stocker@example.com'
const PASSWORD = 'stocker-password-1'

type Level = {
  location_id: string
  stocked_quantity: number
  reserved_quantity: number
  incoming_quantity: number
}
type Item = {
  id: string
  sku: string
  title: string
  location_levels: Level[]
  variants: { id: string; title: string; product_id: string; product: { title: string } }[]
}
type Reservation = { id: string; quantity: number; description: string | null; location_id: string }
type Location = {
  id: string
  name: string
  address: { address_1: string; city: string | null; country_code: string } | null
  sales_channels: { id: string; name: string }[]
}

let e: E2E
let call: AdminCall
let publishableKey: string
let regionId: string
let item: Item
let warehouse: Location

/** Adds `quantity` of the variant to a new Store API cart; answers the HTTP status. */
async function addToCart(variantId: string, quantity: number) {
  const shop = { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey }
  const created = await fetch(`${e.baseUrl}/store/carts`, {
    method: 'POST',
    headers: shop,
    body: JSON.stringify({ region_id: regionId }),
  })
  const { cart } = (await created.json()) as { cart: { id: string } }
  const res = await fetch(`${e.baseUrl}/store/carts/${cart.id}/line-items`, {
    method: 'POST',
    headers: shop,
    body: JSON.stringify({ variant_id: variantId, quantity }),
  })
  return res.status
}

const itemNow = async () =>
  (
    await call<{ inventory_item: Item }>(
      'GET',
      `/admin/inventory-items/${item.id}?expand=location_levels,variants`,
    )
  ).inventory_item
const stockedNow = async () => (await itemNow()).location_levels.find((l) => l.location_id === warehouse.id)!
const reservationsNow = async () =>
  (await call<{ reservations: Reservation[] }>('GET', `/admin/reservations?inventory_item_id=${item.id}`))
    .reservations
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  publishableKey = e.publishableKey
  const { regions } = await call<{ regions: { id: string; name: string }[] }>('GET', '/admin/regions')
  regionId = regions.find((r) => r.name === 'North America')!.id
  const { stock_locations } = await call<{ stock_locations: Location[] }>('GET', '/admin/stock-locations')
  warehouse = stock_locations[0]!
  // The item of a variant the shop sells: the demo also has draft products, and items seeded in the
  // same millisecond come in no fixed order.
  const { inventory_items } = await call<{ inventory_items: Item[] }>(
    'GET',
    '/admin/inventory-items?limit=50&expand=location_levels,variants',
  )
  for (const candidate of inventory_items) {
    const productId = candidate.variants[0]?.product_id
    if (!productId) continue
    const res = await fetch(`${e.baseUrl}/store/products/${productId}`, {
      headers: { 'x-publishable-api-key': publishableKey },
    })
    if (res.ok) {
      item = candidate
      break
    }
  }
}, 60_000)
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('inventory in Chromium', () => {
  it('adjusts a level so the Store API refuses and then allows a quantity, and manages reservations', async () => {
    const variantId = item.variants[0]!.id
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/inventory')
    await page.getByRole('searchbox').fill(item.sku)
    await page.getByRole('searchbox').press('Enter')
    await page.waitForURL(new RegExp(`[?&]q=${item.sku}`))
    // The row names the item by its variant as it is called now (the API gives each variant its product).
    const v = item.variants[0]!
    const itemName = v.product.title === v.title ? v.title : `${v.product.title} / ${v.title}`
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: item.sku }).textContent())
      .toContain(itemName)
    await page.getByRole('row').filter({ hasText: item.sku }).click()
    await page.waitForURL(/\/app\/a\/inventory\/iitem_/)

    // Set the stock to 2: three are refused.
    await page.getByRole('button', { name: `Adjust stock at ${warehouse.name}` }).click()
    const adjust = page.getByRole('dialog', { name: `Adjust stock at ${warehouse.name}` })
    await byLabel(adjust, 'Stocked').fill('2')
    await adjust.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Stock level saved')
    await expect.poll(async () => (await stockedNow()).stocked_quantity).toBe(2)
    expect(await addToCart(variantId, 3)).toBeGreaterThanOrEqual(400)

    // Move it by +5 (going below zero is refused before anything is sent): three are allowed.
    await page.getByRole('button', { name: `Adjust stock at ${warehouse.name}` }).click()
    await adjust.getByRole('radio', { name: 'Add or remove (+/−)' }).check()
    await byLabel(adjust, 'Change (e.g. +5 or −3)').fill('-9')
    await adjust.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => adjust.getByText('The stocked quantity cannot go below zero').count()).toBe(1)
    await byLabel(adjust, 'Change (e.g. +5 or −3)').fill('+5')
    await expect.poll(() => adjust.getByText('Stocked goes from 2 to 7.').count()).toBe(1)
    await adjust.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Stock level saved')
    // The first save's toast may still be showing: wait for the level itself.
    await expect.poll(async () => (await stockedNow()).stocked_quantity).toBe(7)
    expect(await addToCart(variantId, 3)).toBe(200)

    // A reservation by hand: create, edit its quantity, then delete after confirming.
    await page.getByRole('button', { name: 'New reservation' }).click()
    const form = page.getByRole('dialog', { name: 'New reservation' })
    await byLabel(form, 'Quantity').fill('2')
    await byLabel(form, 'Description').fill('Held for the showroom')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Reservation created')
    await expect.poll(async () => (await reservationsNow()).map((r) => r.quantity)).toEqual([2])
    expect((await stockedNow()).reserved_quantity).toBe(2)
    const row = page
      .getByRole('table', { name: 'Reservations' })
      .getByRole('row')
      .filter({ hasText: 'showroom' })
    await row.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit reservation' })
    await byLabel(edit, 'Quantity').fill('3')
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Reservation saved')
    await expect.poll(async () => (await reservationsNow())[0]?.quantity).toBe(3)
    await expect
      .poll(() => page.getByRole('table', { name: 'Stock by location' }).textContent())
      .toContain('4')
    await toastsGone(page)
    await shot(page, 'inventory-item-en')

    // A shelf count after picking: set what is left to sell, the 3 reserved are kept on top.
    await page.getByRole('button', { name: `Adjust stock at ${warehouse.name}` }).click()
    await adjust.getByRole('radio', { name: 'Set what is available to sell' }).check()
    expect(await byLabel(adjust, 'Available').inputValue()).toBe('4')
    await byLabel(adjust, 'Available').fill('10')
    await expect.poll(() => adjust.getByText('Reserved for orders: 3.', { exact: false }).count()).toBe(1)
    await expect.poll(() => adjust.getByText('Stocked goes from 7 to 13.').count()).toBe(1)
    await adjust.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Stock level saved')
    await expect.poll(async () => (await stockedNow()).stocked_quantity).toBe(13)
    await toastsGone(page)

    await row.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Reservation deleted')
    await expect.poll(async () => (await reservationsNow()).length).toBe(0)

    // The products list counts what the locations hold, as the store does, not the variants' own counts.
    const { variant } = await call<{ variant: { product_id: string } }>('GET', `/admin/variants/${variantId}`)
    const shown = await fetch(`${e.baseUrl}/store/products/${variant.product_id}`, {
      headers: { 'x-publishable-api-key': publishableKey },
    })
    const { product } = (await shown.json()) as {
      product: { title: string; variants: { inventory_quantity: number }[] }
    }
    const total = product.variants.reduce((n, v) => n + v.inventory_quantity, 0)
    await page.goto(`/app/a/products?q=${encodeURIComponent(product.title)}`)
    const listed = page.getByRole('row').filter({ hasText: product.title }).first()
    await expect.poll(() => listed.textContent()).toContain(`${total} in stock`)

    // The variant's dialog edits its stock at each location and sends no count of its own; stock that
    // orders have reserved cannot be taken away, and the dialog says so before it writes anything.
    const { variant: edited } = await call<{ variant: { title: string } }>(
      'GET',
      `/admin/variants/${variantId}`,
    )
    await call('POST', '/admin/reservations', {
      inventory_item_id: item.id,
      location_id: warehouse.id,
      quantity: 2,
      description: 'Held for a phone order',
    })
    await page.goto(`/app/a/products/${variant.product_id}`)
    await page.getByRole('button', { name: `Edit variant ${edited.title}` }).click()
    const editor = page.getByRole('dialog', { name: 'Edit variant' })
    const stockHere = editor.getByLabel(`Stock at ${warehouse.name}`)
    await expect.poll(() => stockHere.inputValue()).toBe('13')
    expect(await editor.getByLabel('Stock quantity').count()).toBe(0)
    await editor.getByText('Reserved for orders: 2').waitFor()
    await stockHere.fill('1')
    await editor.getByRole('button', { name: 'Save' }).click()
    await editor.getByText('Cannot be less than what orders have reserved (2)').waitFor()
    expect((await stockedNow()).stocked_quantity).toBe(13)
    await stockHere.fill('9')
    await editor
      .getByRole('link', { name: 'Locations and reservations in Inventory' })
      .scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENSHOTS, 'variant-stock-at-locations-en.png') })
    await editor.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Variant saved')
    await expect.poll(async () => (await stockedNow()).stocked_quantity).toBe(9)
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: edited.title }).first().textContent())
      .toContain(`${warehouse.name}: 9`)
    await page.getByRole('button', { name: `Edit variant ${edited.title}` }).click()
    await editor.getByRole('link', { name: 'Locations and reservations in Inventory' }).click()
    await page.waitForURL(new RegExp(`/app/a/inventory/${item.id}$`))
    await page.goto(`/app/a/products/${variant.product_id}?lng=ar`)
    await page.getByRole('button', { name: `تعديل المتغير ${edited.title}` }).click()
    const inventoryLink = page.getByRole('link', { name: 'المواقع والحجوزات في المخزون' })
    await expect.poll(() => inventoryLink.count()).toBe(1)
    await inventoryLink.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENSHOTS, 'variant-stock-at-locations-ar.png') })

    await page.goto(`/app/a/inventory/${item.id}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    // Its levels, and the reservation the variant's dialog could not stock below.
    await expect.poll(() => page.getByRole('table').count()).toBe(2)
    await shot(page, 'inventory-item-ar')
    await page.getByRole('button', { name: `تعديل المخزون في ${warehouse.name}` }).click()
    const adjustAr = page.getByRole('dialog', { name: `تعديل المخزون في ${warehouse.name}` })
    await adjustAr.getByRole('radio', { name: 'تحديد الكمية المتاحة للبيع' }).check()
    await expect.poll(() => adjustAr.getByText('محجوز للطلبات: 2.', { exact: false }).count()).toBe(1)
    await page.screenshot({ path: join(SCREENSHOTS, 'inventory-adjust-available-ar.png') })
    await context.close()
  }, 90_000)

  it('creates a stock location with an address and links a sales channel', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/locations')
    await page.getByRole('button', { name: 'New location' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create stock location' })
    await byLabel(form, 'City').fill('Lyon')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText('This field is required').count()).toBe(3)
    await byLabel(form, 'Name').fill('Lyon depot')
    await byLabel(form, 'Street address').fill('4 Rue Neuve')
    await byLabel(form, 'Postal code').fill('69001')
    await form.getByLabel('Country').selectOption('fr')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Stock location created')
    await page.waitForURL(/\/settings\/locations\/sloc_/)
    const id = new URL(page.url()).pathname.split('/').pop()!
    const location = async () =>
      (
        await call<{ stock_locations: Location[] }>(
          'GET',
          `/admin/stock-locations?id=${id}&expand=address,sales_channels`,
        )
      ).stock_locations[0]!
    expect((await location()).address).toMatchObject({
      address_1: '4 Rue Neuve',
      city: 'Lyon',
      country_code: 'fr',
    })

    await page.getByLabel('Add a sales channel').selectOption({ label: 'Web Store' })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'Sales channel added')
    await expect.poll(async () => (await location()).sales_channels.map((c) => c.name)).toEqual(['Web Store'])
    await page.getByRole('button', { name: 'Remove Web Store' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await toast(page, 'Sales channel removed')
    await expect.poll(async () => (await location()).sales_channels.length).toBe(0)
    await context.close()
  }, 60_000)

  it('exports the stock per location, imports an edited file after its summary, and the levels change', async () => {
    const annex = (
      await call<{ stock_location: Location }>('POST', '/admin/stock-locations', { name: 'E2E Annex' })
    ).stock_location
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/inventory')
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    await toast(page, 'Export started')
    // The Activity panel offers the finished export's file, as for the other exports.
    await page.getByRole('button', { name: /^Activity/ }).click()
    const panel = page.getByRole('dialog', { name: 'Activity' })
    const finished = panel
      .getByRole('listitem')
      .filter({ hasText: 'Inventory export' })
      .filter({ hasText: 'Completed' })
    await expect.poll(() => finished.count(), { timeout: 20_000 }).toBe(1)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      finished.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    const [header, ...rows] = new CsvParser()
      .push(readFileSync((await download.path())!, 'utf8'))
      .map((r) => r.fields)
    expect(header!.slice(0, 7)).toEqual([
      'Inventory Item Id',
      'SKU',
      'Product',
      'Variant',
      'Location Id',
      'Location',
      'Stocked Quantity',
    ])
    const mine = rows.findIndex((r) => r[0] === item.id && r[4] === warehouse.id)
    expect(mine).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Escape')

    // Edit the file as a person would: a new count for one level, and a row for a location not stocked yet.
    rows[mine]![6] = '42'
    const text = [header!, ...rows, [item.id, '', '', '', '', annex.name, '7', '', '']]
      .map((r) => csvLine(r))
      .join('')
    const file = { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) }
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Import stock levels' })
    await dialog.getByLabel('CSV file', { exact: true }).setInputFiles(file)
    await dialog.getByRole('button', { name: 'Upload and check' }).click()
    await expect.poll(() => dialog.getByText('Ready to import').count(), { timeout: 20_000 }).toBe(1)
    expect(await dialog.getByRole('definition').allTextContents()).toEqual([
      '1',
      '1',
      String(rows.length - 1),
    ])
    await shot(page, 'inventory-import-en')
    await dialog.getByRole('button', { name: 'Confirm import' }).click()
    await expect.poll(() => dialog.getByText('Stock levels imported').count(), { timeout: 20_000 }).toBe(1)
    await toast(page, 'Inventory import')
    const levels = (await itemNow()).location_levels
    expect(levels.find((l) => l.location_id === warehouse.id)?.stocked_quantity).toBe(42)
    expect(levels.find((l) => l.location_id === annex.id)?.stocked_quantity).toBe(7)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // In Arabic, right to left: the same file again, now with nothing left to change.
    await page.goto('/app/a/inventory?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('button', { name: 'استيراد', exact: true }).click()
    const ar = page.getByRole('dialog', { name: 'استيراد مستويات المخزون' })
    await ar.getByLabel('ملف CSV', { exact: true }).setInputFiles(file)
    await ar.getByRole('button', { name: 'رفع وفحص' }).click()
    await expect.poll(() => ar.getByText('جاهز للاستيراد').count(), { timeout: 20_000 }).toBe(1)
    expect(await ar.getByRole('definition').allTextContents()).toEqual(['0', '0', String(rows.length + 1)])
    await shot(page, 'inventory-import-ar')
    await context.close()
  }, 90_000)
})
