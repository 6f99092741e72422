import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { type AdminCall, adminApi, createProduct, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'

// Found by a walk-through: a new channel and its key gave shoppers an empty shop, and the channel's row
// opened nothing, so Settings never showed which products a channel sells or let the owner add them.

const EMAIL = 'channels@example.com'
const PASSWORD = 'channels-password-1'

let e: E2E
let call: AdminCall
const ids: Record<string, string> = {}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  ids.kettle = await createProduct(call, { title: 'Copper Kettle', status: 'published' })
  ids.lamp = await createProduct(call, { title: 'Brass Lamp', status: 'published' })
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** What a shopper with the key sees: the channel's published products. */
async function shopperTitles(key: string) {
  const res = await fetch(`${e.baseUrl}/store/products?limit=50`, {
    headers: { 'x-publishable-api-key': key },
  })
  const { products } = (await res.json()) as { products: { title: string }[] }
  return products.map((p) => p.title).sort()
}

describe.skipIf(!hasChromium)('sales channels in Chromium', () => {
  it("opens a channel from its row, adds products that its key's shoppers then find, removes one after asking", async () => {
    const { sales_channel } = await call<{ sales_channel: { id: string } }>('POST', '/admin/sales-channels', {
      name: 'EU Webshop',
      description: 'The shop for Europe',
    })
    const { publishable_api_key } = await call<{ publishable_api_key: { id: string } }>(
      'POST',
      '/admin/publishable-api-keys',
      { title: 'EU storefront' },
    )
    await call('POST', `/admin/publishable-api-keys/${publishable_api_key.id}/sales-channels/batch`, {
      sales_channel_ids: [{ id: sales_channel.id }],
    })
    expect(await shopperTitles(publishable_api_key.id)).toEqual([])

    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/sales-channels')
    await page.getByRole('cell', { name: 'EU Webshop', exact: true }).click()
    await page.waitForURL(new RegExp(`/settings/sales-channels/${sales_channel.id}$`))
    await page.getByRole('heading', { level: 1, name: 'EU Webshop' }).waitFor()
    await page.getByText('The shop for Europe').waitFor()
    await page.getByText('No products are sold in this channel yet', { exact: false }).waitFor()

    await page.getByRole('button', { name: 'Add products' }).click()
    const picker = page.getByRole('dialog', { name: 'Add products' })
    for (const title of ['Copper Kettle', 'Brass Lamp']) {
      await picker.getByLabel('Search products').fill(title)
      await picker.getByRole('checkbox', { name: title }).check()
    }
    await picker.getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => page.getByText('Products added: 2').count()).toBe(1)
    const members = page.getByRole('list', { name: 'Products' })
    await expect.poll(() => members.getByRole('listitem').count()).toBe(2)
    expect(await shopperTitles(publishable_api_key.id)).toEqual(['Brass Lamp', 'Copper Kettle'])
    await shot(page, 'sales-channel-detail-en')

    await page.getByRole('button', { name: 'Remove Brass Lamp' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => page.getByText('Product removed').count()).toBe(1)
    await expect.poll(() => members.getByRole('listitem').count()).toBe(1)
    expect(await shopperTitles(publishable_api_key.id)).toEqual(['Copper Kettle'])

    // The row's own buttons act on the row without opening it.
    await page.getByRole('link', { name: 'Back to sales channels' }).click()
    await page.getByRole('button', { name: 'Edit EU Webshop' }).click()
    await page.getByRole('dialog', { name: 'Edit sales channel' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/app/a/settings/sales-channels')
    await context.close()

    const arabic = await e.newPage({ locale: 'ar' })
    await signIn(arabic.page, EMAIL, PASSWORD, 'ar')
    await arabic.page.goto(`/app/a/settings/sales-channels/${sales_channel.id}`)
    await arabic.page.getByRole('heading', { level: 1, name: 'EU Webshop' }).waitFor()
    await expect
      .poll(() => arabic.page.getByRole('list').filter({ hasText: 'Copper Kettle' }).count())
      .toBe(1)
    await shot(arabic.page, 'sales-channel-detail-ar')
    await arabic.context.close()
  })

  it('warns on a channel no stock location sells through, and links one from its page', async () => {
    const { sales_channel } = await call<{ sales_channel: { id: string } }>('POST', '/admin/sales-channels', {
      name: 'Market Stall',
    })
    const { stock_location } = await call<{ stock_location: { id: string } }>(
      'POST',
      '/admin/stock-locations',
      {
        name: 'Back Room',
      },
    )
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/sales-channels')
    const row = page.getByRole('row').filter({ hasText: 'Market Stall' })
    await expect.poll(() => row.getByText('No stock location', { exact: true }).count()).toBe(1)
    await row.getByRole('cell', { name: 'Market Stall', exact: true }).click()

    const notice = page.getByRole('alert').filter({ hasText: 'No stock location sells through this channel' })
    await notice.waitFor()
    // The store's only location is offered.
    expect(await notice.getByLabel('Sell from').inputValue()).toBe(stock_location.id)
    await shot(page, 'sales-channel-no-location-en')
    await notice.getByRole('button', { name: 'Link' }).click()
    await expect.poll(() => page.getByText('Stock location linked').count()).toBeGreaterThan(0)
    await page.getByText('Stock locations: Back Room').waitFor()
    const linked = await call<{ stock_location: { sales_channels: { id: string }[] } }>(
      'GET',
      `/admin/stock-locations/${stock_location.id}?expand=sales_channels`,
    )
    expect(linked.stock_location.sales_channels.map((c) => c.id)).toContain(sales_channel.id)
    await context.close()
  })
})
