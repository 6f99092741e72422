import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../packages/server/src/modules/catalog/seed'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  byLabel,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'
import { apiCaller, type Json, placeOrder } from './order-desk'

// The words of setting up a shop and its catalogue: where a region's currency comes from, which
// channel a new product goes to, built-in names in the dashboard's language, one price per currency.

const EMAIL = 'words@example.com'
const PASSWORD = 'words-password-1'

const words = (lng: string) => ({
  app: dashboardStrings(lng, 'translation'),
  settings: dashboardStrings(lng, 'settings'),
  setup: dashboardStrings(lng, 'setup'),
  form: dashboardStrings(lng, 'product-form'),
  inventory: dashboardStrings(lng, 'inventory'),
})

let e: E2E
let call: AdminCall
let adminHeaders: Record<string, string>
let publishableKey: string
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  ;({ publishableKey } = await seedDemoCatalog(e.ctx))
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call, headers: adminHeaders } = await adminApi(e))
}, 240_000)
afterAll(() => e?.close())

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })

async function open(path: string, lng = 'en') {
  const { page, context } = await e.newPage()
  await signIn(page, EMAIL, PASSWORD, lng)
  await page.goto(`/app/a/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
  return { page, context }
}

/** A nested string of a namespace, by its dotted key. */
const word = (strings: unknown, key: string): string =>
  key.split('.').reduce<Json>((node, part) => node[part], strings) as string

const optionLabels = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? ''))

describe.skipIf(!hasChromium)('set-up and catalogue words', () => {
  it("says a region's currency must be a store currency, and links to where currencies are added", async () => {
    for (const lng of ['en', 'ar']) {
      const w = words(lng)
      const { page, context } = await open('settings/regions', lng)
      await page.getByRole('button', { name: w.settings.regions!.new!, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: w.settings.regions!.createTitle! })
      const currency = byLabel(dialog, w.settings.fields!.currency!)
      await currency.waitFor()
      // The hint is the currency field's description, so a screen reader reads it with the field.
      const hint = await currency.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      )
      const storeLabel = w.settings.home!.storeLabel!
      expect(hint).toBe(w.settings.regions!.currencyHint!.replace(/<\/?store>/g, ''))
      expect(hint).toContain(storeLabel)
      expect((await optionLabels(currency)).some((o) => o.startsWith('SEK'))).toBe(false)
      await shot(page, `setup-words-region-currency-${lng}`)
      await dialog.getByRole('link', { name: storeLabel }).click()
      await page.waitForURL(/\/app\/a\/settings\/details/)
      await context.close()
    }

    // Once SEK is a store currency the same dialog offers it, and a Swedish region can be made.
    await call('POST', '/admin/store/currencies/sek')
    const { page, context } = await open('settings/regions')
    await page.getByRole('button', { name: 'New region', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Create region' })
    await byLabel(dialog, 'Name').fill('Nordics')
    await byLabel(dialog, 'Currency').selectOption('sek')
    await dialog.getByRole('checkbox', { name: 'Sweden' }).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/settings\/regions\/reg_/)
    const { regions } = await call<{ regions: Json[] }>('GET', '/admin/regions')
    expect(regions.find((r) => r.name === 'Nordics')).toMatchObject({ currency_code: 'sek' })
    await context.close()
  }, 180_000)

  it("names the store's default channel in the wizard, folds region prices away, and keeps the payload", async () => {
    const { store } = await call<{ store: Json }>('GET', '/admin/store')
    const channel = store.default_sales_channel.name
    expect(channel).toBe('Web Store')
    const { page, context } = await open('products?new=1')
    const dialog = page.getByRole('dialog')
    const next = dialog.getByRole('button', { name: 'Next' })
    await byLabel(dialog, 'Title').fill('Birch tray')
    await byLabel(dialog, 'Handle').fill('birch-tray')
    await next.click()

    const hint = "With no sales channel chosen, the product goes to Web Store, the store's default channel."
    await expect.poll(() => dialog.getByText(hint, { exact: true }).count()).toBe(1)
    await shot(page, 'setup-words-wizard-channel-en')
    await next.click()

    // One price per store currency in view; the region prices wait behind their disclosure.
    const variant = dialog.getByRole('group', { name: 'Default variant', exact: true })
    await byLabel(variant, 'Price USD').waitFor()
    const regionPrice = variant.getByLabel('Price in Japan (JPY)', { exact: true })
    expect(await regionPrice.isVisible()).toBe(false)
    await byLabel(variant, 'Price USD').fill('20')
    await byLabel(variant, 'Price EUR').fill('18.50')
    await shot(page, 'setup-words-wizard-prices-en')
    await variant.getByText(/^Prices by region \(\d+\)$/).click()
    await expect.poll(() => regionPrice.isVisible()).toBe(true)
    expect(
      await variant
        .getByText(
          "A region price replaces the currency's price for customers in that region; leave it empty to use the currency's price.",
        )
        .count(),
    ).toBe(1)
    await regionPrice.fill('4000')
    await shot(page, 'setup-words-wizard-region-prices-en')
    await next.click()
    await next.click()

    expect(await dialog.getByRole('definition').allTextContents()).toContain(
      "Web Store (the store's default channel)",
    )
    // The region's price is named after its region, not mistaken for the JPY price.
    expect(await dialog.getByText('€18.50 · $20.00 · ¥4,000 (Japan)', { exact: true }).count()).toBe(1)
    await shot(page, 'setup-words-wizard-review-en')
    await dialog.getByRole('button', { name: 'Create product' }).click()
    await page.waitForURL(/\/app\/a\/products\/prod_/)

    const { products } = await call<{ products: Json[] }>(
      'GET',
      '/admin/products?handle=birch-tray&expand=variants,variants.prices,sales_channels',
    )
    const { regions } = await call<{ regions: Json[] }>('GET', '/admin/regions')
    const japan = regions.find((r) => r.name === 'Japan')
    expect(products[0].sales_channels.map((c: Json) => c.name)).toEqual(['Web Store'])
    const prices = products[0].variants[0].prices.map((p: Json) => ({
      currency_code: p.currency_code,
      amount: p.amount,
      region_id: p.region_id ?? null,
    }))
    expect(prices).toHaveLength(3)
    expect(prices).toEqual(
      expect.arrayContaining([
        { currency_code: 'usd', amount: 2000, region_id: null },
        { currency_code: 'eur', amount: 1850, region_id: null },
        { currency_code: 'jpy', amount: 4000, region_id: japan.id },
      ]),
    )
    await context.close()

    // The same words in Arabic, the channel still named as it is.
    const ar = words('ar')
    const arabic = await open('products?new=1', 'ar')
    const arDialog = arabic.page.getByRole('dialog')
    const arNext = arDialog.getByRole('button', { name: ar.app.common!.next!, exact: true })
    await byLabel(arDialog, ar.form.general!.title!).fill('صينية من خشب البتولا')
    await arNext.click()
    const arHint = word(ar.form, 'organize.salesChannelsHintNamed').replace('{{name}}', 'Web Store')
    await expect.poll(() => arDialog.getByText(arHint, { exact: true }).count()).toBe(1)
    await shot(arabic.page, 'setup-words-wizard-channel-ar')
    await arNext.click()
    const arVariant = arDialog.getByRole('group', { name: ar.form.variants!.defaultTitle!, exact: true })
    await arVariant.locator('summary').first().click()
    await expect.poll(() => arVariant.getByText(word(ar.form, 'variants.regionPricesHint')).count()).toBe(1)
    await shot(arabic.page, 'setup-words-wizard-prices-ar')
    await arabic.context.close()
  }, 180_000)

  it('reaches the language from the user menu on a phone', async () => {
    const { page, context } = await open('orders')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Language: English' }).click()
    await page.waitForURL(/\/settings\/personal/)
    await byLabel(page, 'Dashboard language').selectOption('ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('button', { name: word(words('ar').app, 'userMenu.label') }).click()
    await page.getByRole('menuitem', { name: 'اللغة: العربية' }).waitFor()
    await shot(page, 'setup-words-phone-user-menu-ar')
    await context.close()
  }, 120_000)

  it('shows built-in profile names and checkout reservation notes in the dashboard language', async () => {
    const ar = words('ar')
    const api = apiCaller(e)
    await placeOrder(api, adminHeaders, publishableKey, 'shopper@example.com')
    const { shipping_profiles } = await call<{ shipping_profiles: Json[] }>('GET', '/admin/shipping-profiles')
    const giftCards = shipping_profiles.find((p) => p.type === 'gift_card')
    // A built-in profile the owner renamed keeps the owner's name.
    await call('POST', `/admin/shipping-profiles/${giftCards.id}`, { name: 'Cartes cadeaux' })

    const { regions } = await call<{ regions: Json[] }>('GET', '/admin/regions')
    const europe = regions.find((r) => r.name === 'Europe')
    const { page, context } = await open(`settings/regions/${europe.id}`, 'ar')
    await page.getByRole('button', { name: ar.settings.shipping!.add!, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: ar.settings.shipping!.createTitle! })
    const profile = byLabel(dialog, ar.settings.shipping!.profile!)
    const defaultProfile = word(ar.setup, 'profiles.builtIn.default')
    await expect
      .poll(async () => (await optionLabels(profile)).sort())
      .toEqual(['Cartes cadeaux', defaultProfile])
    await shot(page, 'setup-words-ship-option-ar')
    await page.keyboard.press('Escape')

    await page.goto('/app/a/settings/shipping-profiles?lng=ar')
    const list = page.getByRole('list', { name: ar.setup.profiles!.title! })
    await expect
      .poll(() => list.getByRole('link').allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(defaultProfile),
          expect.stringContaining('Cartes cadeaux'),
        ]),
      )

    // Checkout wrote its own (English) description on the reservation it made.
    const { reservations } = await call<{ reservations: Json[] }>('GET', '/admin/reservations')
    const held = reservations.find((r) => r.description === 'Reserved at order placement')
    expect(held).toBeTruthy()
    await page.goto(`/app/a/inventory/${held.inventory_item_id}?lng=ar`)
    const orderPlaced = word(ar.inventory, 'serverReservation.orderPlaced')
    await expect.poll(() => page.getByRole('cell', { name: orderPlaced, exact: true }).count()).toBe(1)
    expect(await page.getByText('Reserved at order placement').count()).toBe(0)
    await shot(page, 'setup-words-reservations-ar')
    await context.close()
  }, 180_000)
})
