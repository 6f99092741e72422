import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../packages/admin/src/lib/format'
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

const EMAIL = 'gift-desk@example.com'
const PASSWORD = 'gift-desk-password-1'
const NOTE = 'Apology for a late parcel'

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let e: E2E
let call: AdminCall
let shop: Record<string, string>
let europe: Json
let tee: Json
let cardId = ''

/** A Store API request with the demo publishable key; answers status and JSON body. */
async function store(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...shop },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() }
}

/** A Europe cart with one Classic Tee, an address and the first shipping option: ready to pay. */
async function readyCart(): Promise<string> {
  const { json } = await store('POST', '/store/carts', { region_id: europe.id })
  const id = json.cart.id
  await store('POST', `/store/carts/${id}/line-items`, { variant_id: tee.variants[0].id, quantity: 1 })
  await store('POST', `/store/carts/${id}`, {
    email: 'gift.e2e@example.com',
    shipping_address: {
      first_name: 'Ines',
      last_name: 'Moreau',
      address_1: '3 Quai Voltaire',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75007',
    },
  })
  const options = await store('GET', `/store/shipping-options/${id}`)
  await store('POST', `/store/carts/${id}/shipping-methods`, {
    option_id: options.json.shipping_options[0].id,
  })
  return id
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  const { publishableKey } = e
  shop = { 'x-publishable-api-key': publishableKey! }
  europe = (await call<Json>('GET', '/admin/regions?limit=50')).regions.find((r: Json) => r.name === 'Europe')
  tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
})
afterAll(() => e?.close())

/** A full-page screenshot from the top, so the fixed header and menu are drawn in place. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

/** A signed-in page with the form that issues a gift card open, and the English words of the page. */
async function openIssueForm() {
  const s = dashboardStrings('en', 'gift-cards') as Json
  const { page, context } = await e.newPage()
  await signIn(page, EMAIL, PASSWORD)
  await page.goto('/app/a/gift-cards')
  await page.getByRole('button', { name: s.new }).first().click()
  return { s, page, context, form: page.getByRole('dialog', { name: s.createTitle }) }
}

describe.skipIf(!hasChromium)('gift cards in Chromium', () => {
  it('issues a custom card, spends part of it at checkout, then disables it', async () => {
    const { s, page, context, form } = await openIssueForm()
    await form.getByRole('button', { name: s.actions.create }).click()
    await expect.poll(() => form.getByText(s.errors.region).count()).toBe(1)
    await byLabel(form, s.fields.region).selectOption({ label: 'Europe (EUR)' })
    await byLabel(form, s.fields.value).fill('500.00')
    // Europe taxes gift cards at 20 %: typed as the card's value, the form says what it will buy.
    await form.getByRole('radio', { name: s.taxCover.means.value }).check()
    await form
      .getByText(
        s.taxCover.newAmount
          .replace('{{region}}', 'Europe')
          .replace('{{rate}}', '20')
          .replace('{{value}}', '€500.00')
          .replace('{{gross}}', '€600.00'),
      )
      .waitFor()
    await byLabel(form, s.fields.note).fill(NOTE)
    await form.getByRole('button', { name: s.actions.create }).click()
    await toast(page, s.created)
    await page.waitForURL(/\/app\/a\/gift-cards\/gift_/)
    cardId = page.url().split('/').pop()!
    const issued = (await call<Json>('GET', `/admin/gift-cards/${cardId}`)).gift_card
    expect(issued).toMatchObject({
      value: 50000,
      balance: 50000,
      region_id: europe.id,
      is_disabled: false,
      metadata: { note: NOTE },
    })

    // Spend part of it through the Store API: the order is paid by the card alone.
    const cartId = await readyCart()
    const applied = await store('POST', `/store/carts/${cartId}`, { gift_cards: [{ code: issued.code }] })
    expect(applied.status).toBe(200)
    const spent = applied.json.cart.gift_card_total
    expect(spent).toBeGreaterThan(0)
    expect(spent).toBeLessThan(50000)
    const done = await store('POST', `/store/carts/${cartId}/complete`)
    expect(done.json.type).toBe('order')
    const after = (await call<Json>('GET', `/admin/gift-cards/${cardId}`)).gift_card
    expect(after.balance).toBe(50000 - spent)

    await page.reload()
    const balance = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      after.balance / 100,
    )
    await expect.poll(() => page.getByTestId('gift-card-balance').textContent()).toBe(balance)
    // The order that spent it is listed, with what it took, and opens from there.
    const used = page.getByRole('region', { name: s.history.title })
    const euros = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100)
    await used.getByText(s.history.total.replace('{{amount}}', euros(spent))).waitFor()
    const orderLink = used.getByRole('link', {
      name: s.history.order.replace('{{number}}', String(done.json.data.display_id)),
    })
    expect(await orderLink.getAttribute('href')).toBe(`/app/a/orders/${done.json.data.id}`)
    await shot(page, 'gift-card-detail-en')

    // The list finds it by code and shows what is left.
    await page.goto('/app/a/gift-cards')
    await page.getByRole('searchbox', { name: 'Search' }).fill(issued.code)
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    const row = page.getByRole('table', { name: s.title }).getByRole('row').filter({ hasText: issued.code })
    await expect.poll(() => row.getByText(balance).count()).toBe(1)
    await row.click()
    await page.waitForURL(new RegExp(`/app/a/gift-cards/${cardId}$`))

    const availability = page.getByRole('region', { name: s.availability })
    await availability.getByRole('button', { name: s.actions.disable }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: s.actions.disable }).click()
    await toast(page, s.disabled)
    expect((await call<Json>('GET', `/admin/gift-cards/${cardId}`)).gift_card.is_disabled).toBe(true)
    const refused = await store('POST', `/store/carts/${await readyCart()}`, {
      gift_cards: [{ code: issued.code }],
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe('The gift card is disabled')

    // Change the expiry from the edit form.
    await page.getByRole('button', { name: s.actions.edit }).click()
    const edit = page.getByRole('dialog', { name: s.editTitle })
    await byLabel(edit, s.fields.expiry).fill('2030-12-31T18:00')
    await edit.getByRole('button', { name: s.actions.save }).click()
    await toast(page, s.saved)
    const edited = (await call<Json>('GET', `/admin/gift-cards/${cardId}`)).gift_card
    expect(new Date(edited.ends_at).getTime()).toBe(new Date('2030-12-31T18:00').getTime())
    expect(edited.balance).toBe(after.balance)
    await context.close()
  })

  it('issues a card for someone: e-mailed to them in the language chosen, and sent again on request', async () => {
    const { s, page, context, form } = await openIssueForm()
    await byLabel(form, s.fields.region).selectOption({ label: 'Europe (EUR)' })
    await byLabel(form, s.fields.value).fill('25')
    await form.getByRole('radio', { name: s.taxCover.means.value }).check()
    await form.getByLabel(s.recipient.email).fill('anna at example.com')
    await form.getByLabel(s.recipient.language).selectOption('de')
    await form.getByLabel(s.recipient.message).fill('Alles Gute zum Geburtstag!')
    await form.getByRole('button', { name: s.actions.create }).click()
    await expect.poll(() => form.getByText(s.errors.recipientEmail).count()).toBe(1)
    await form.getByLabel(s.recipient.email).fill('anna@example.com')
    await form.getByRole('button', { name: s.actions.create }).click()
    // No e-mail server in this test: the message says the e-mail was kept, not sent.
    await toast(page, s.createdAndStored.replace('{{email}}', 'anna@example.com'))
    await page.waitForURL(/\/app\/a\/gift-cards\/gift_/)
    const id = page.url().split('/').pop()!
    const card = (await call<Json>('GET', `/admin/gift-cards/${id}`)).gift_card
    expect(card.metadata.recipient).toEqual({
      email: 'anna@example.com',
      locale: 'de',
      message: 'Alles Gute zum Geburtstag!',
    })
    const sent = async () =>
      (await call<Json>('GET', `/admin/notifications?resource_id=${id}&include_resends=true`)).notifications
    await expect.poll(async () => (await sent()).length).toBe(1)
    expect((await sent())[0]).toMatchObject({
      event_name: 'gift_card.created',
      to: 'anna@example.com',
      data: { code: card.code, value: 2500, currency_code: 'eur', locale: 'de' },
    })

    const recipient = page.getByRole('region', { name: s.recipient.sectionTitle })
    await expect.poll(() => recipient.getByText('anna@example.com').count()).toBe(1)
    expect(await recipient.textContent()).toContain('Deutsch')
    expect(await recipient.textContent()).toContain('Alles Gute zum Geburtstag!')
    await recipient.getByRole('button', { name: s.recipient.resend }).click()
    await toast(page, s.recipient.resentStored.replace('{{email}}', 'anna@example.com'))
    await expect.poll(async () => (await sent()).length).toBe(2)
    await shot(page, 'gift-card-recipient-en')
    await page.goto(`/app/a/gift-cards/${id}?lng=ar`)
    const ar = dashboardStrings('ar', 'gift-cards') as Json
    await expect.poll(() => page.getByRole('region', { name: ar.recipient.sectionTitle }).count()).toBe(1)
    await shot(page, 'gift-card-recipient-ar')
    await page.goto(`/app/a/gift-cards/${id}?lng=en`)
    await context.close()
  })

  it('creates and publishes the gift card product with its denominations', async () => {
    const s = dashboardStrings('en', 'gift-cards') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/gift-cards')
    await page.getByRole('link', { name: s.product.link }).click()
    await page.getByRole('button', { name: s.product.create }).click()
    const first = page.getByRole('dialog', { name: s.product.addDenomination })
    // One amount per store currency; the store's default currency comes first and is required.
    const firstAmounts = first.getByRole('textbox')
    expect(await firstAmounts.count()).toBe(4)
    for (const input of await firstAmounts.all()) await input.fill('25')
    await first.getByRole('button', { name: s.actions.save }).click()
    await toast(page, s.product.created)
    await page.getByRole('button', { name: s.product.addDenomination }).click()
    const second = page.getByRole('dialog', { name: s.product.addDenomination })
    for (const input of await second.getByRole('textbox').all()) await input.fill('50')
    await second.getByRole('button', { name: s.actions.save }).click()
    await toast(page, s.product.denominationAdded)
    await page.getByRole('button', { name: s.product.publish }).click()
    await toast(page, s.product.published)
    await shot(page, 'gift-card-product-en')

    const [product] = (await call<Json>('GET', '/admin/products?is_giftcard=true')).products
    expect(product).toMatchObject({ is_giftcard: true, discountable: false, status: 'published' })
    const amounts = product.variants
      .map((v: Json) => v.prices.find((p: Json) => p.currency_code === 'eur').amount)
      .sort((a: number, b: number) => a - b)
    expect(amounts).toEqual([2500, 5000])
    const yen = product.variants.map(
      (v: Json) => v.prices.find((p: Json) => p.currency_code === 'jpy')?.amount,
    )
    expect(yen.sort()).toEqual([25, 50])

    // Renamed, and sold in one more sales channel, as any product is.
    const pd = dashboardStrings('en', 'product-detail') as Json
    await page.getByRole('button', { name: pd.general.edit }).click()
    const general = page.getByRole('dialog', { name: pd.general.edit_title })
    await byLabel(general, pd.general.product_title).fill('Store Gift Card')
    await general.getByRole('button', { name: pd.actions.save }).click()
    await toast(page, pd.toast.saved)
    const { sales_channel } = await call<Json>('POST', '/admin/sales-channels', { name: 'Pop-up shop' })
    await page.reload()
    const channels = page.getByRole('region', { name: pd.channels.title })
    await channels.getByRole('combobox').selectOption({ label: 'Pop-up shop' })
    await channels.getByRole('button', { name: pd.actions.add }).click()
    await toast(page, pd.toast.channel_added)
    await shot(page, 'gift-card-product-edited-en')
    const renamed = (await call<Json>('GET', `/admin/products/${product.id}`)).product
    expect(renamed.title).toBe('Store Gift Card')
    expect(renamed.sales_channels.map((c: Json) => c.id)).toContain(sales_channel.id)
    expect(renamed).toMatchObject({ is_giftcard: true, discountable: false })
    await context.close()
  })

  it("keeps a value typed before the region is chosen in that region's currency", async () => {
    const { s, page, context, form } = await openIssueForm()
    const value = byLabel(form, s.fields.value)
    // No region yet: no currency is shown, only where it will come from.
    await expect.poll(() => form.getByText(s.fields.valueNeedsRegion).count()).toBe(1)
    expect(await form.getByTestId('money-currency').count()).toBe(0)

    // The failing order: the value first, then the region. 50 stays 50, now in euros.
    await value.fill('50')
    await byLabel(form, s.fields.region).selectOption({ label: 'Europe (EUR)' })
    expect(await value.inputValue()).toBe('50')
    expect(await form.getByTestId('money-currency').textContent()).toBe('eur')

    // More decimals than euros have: named, nothing sent; then the whole amount is saved.
    await value.fill('12.345')
    await form.getByRole('button', { name: s.actions.create }).click()
    const message = s.errors.tooManyDecimals.replace('{{currency}}', 'EUR').replace('{{decimals}}', '2')
    expect(message).toBe('Too many decimals for EUR: enter at most 2.')
    await expect.poll(() => form.getByText(message).count()).toBe(1)
    await shot(page, 'gift-card-create-decimals-en')
    const before = (await call<Json>('GET', '/admin/gift-cards')).count
    await value.fill('50')
    await byLabel(form, s.fields.region).selectOption('')
    await byLabel(form, s.fields.region).selectOption({ label: 'Europe (EUR)' })
    await form.getByRole('radio', { name: s.taxCover.means.value }).check()
    await shot(page, 'gift-card-create-en')
    await form.getByRole('button', { name: s.actions.create }).click()
    await toast(page, s.created)
    await page.waitForURL(/\/app\/a\/gift-cards\/gift_/)
    const card = (await call<Json>('GET', `/admin/gift-cards/${page.url().split('/').pop()}`)).gift_card
    expect(card).toMatchObject({ value: 5000, balance: 5000, region_id: europe.id })
    expect((await call<Json>('GET', '/admin/gift-cards')).count).toBe(before + 1)
    await context.close()
  })

  it('lowers a balance without calling it spent, and refuses one above the value before sending', async () => {
    const { gift_card: card } = await call<Json>('POST', '/admin/gift-cards', {
      value: 5000,
      region_id: europe.id,
    })
    for (const lng of ['en', 'ar']) {
      const s = dashboardStrings(lng, 'gift-cards') as Json
      const money = (minor: number) => formatMoney(minor, 'eur', lng)
      const { page, context } = await e.newPage()
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/gift-cards/${card.id}?lng=${lng}`)
      if (lng === 'en') {
        await page.getByRole('button', { name: s.actions.edit }).click()
        const edit = page.getByRole('dialog', { name: s.editTitle })
        await byLabel(edit, s.fields.balance).fill('40')
        await edit.getByRole('button', { name: s.actions.save }).click()
        await toast(page, s.saved)
        expect((await call<Json>('GET', `/admin/gift-cards/${card.id}`)).gift_card.balance).toBe(4000)
      }
      const left = s.balanceOf.replace('{{balance}}', money(4000)).replace('{{value}}', money(5000))
      await expect.poll(() => page.getByText(left, { exact: true }).count()).toBe(1)
      expect(await page.getByRole('progressbar', { name: s.balanceLeft }).getAttribute('aria-valuenow')).toBe(
        '80',
      )
      await shot(page, `gift-card-balance-${lng}`)

      // Above the card's value: said in the dialog, in the card's currency, and nothing is sent.
      const posts: string[] = []
      page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
      await page.getByRole('button', { name: s.actions.edit }).click()
      const edit = page.getByRole('dialog', { name: s.editTitle })
      await byLabel(edit, s.fields.balance).fill('60')
      await edit.getByRole('button', { name: s.actions.save }).click()
      const max = s.errors.balanceRange
        .replace('{{min}}', new Intl.NumberFormat(lng).format(0))
        .replace('{{max}}', money(5000))
      await expect.poll(() => edit.getByRole('alert').textContent()).toBe(max)
      await shot(page, `gift-card-balance-too-high-${lng}`)
      expect(posts.filter((url) => url.includes('/admin/gift-cards/'))).toEqual([])
      expect((await call<Json>('GET', `/admin/gift-cards/${card.id}`)).gift_card.balance).toBe(4000)
      await context.close()
    }
  })

  it('shows the new gift card form in Arabic, before and after the region', async () => {
    const s = dashboardStrings('ar', 'gift-cards') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto('/app/a/gift-cards?new=1')
    const form = page.getByRole('dialog', { name: s.createTitle })
    await byLabel(form, s.fields.value).fill('2500.5')
    await expect.poll(() => form.getByText(s.fields.valueNeedsRegion).count()).toBe(1)
    await shot(page, 'gift-card-create-no-region-ar')
    const yen = (await call<Json>('GET', '/admin/regions?limit=50')).regions.find(
      (r: Json) => r.currency_code === 'jpy',
    )
    await byLabel(form, s.fields.region).selectOption(yen.id)
    await form.getByRole('button', { name: s.actions.create }).click()
    await expect
      .poll(() => form.getByText(s.errors.wholeAmount.replace('{{currency}}', 'JPY')).count())
      .toBe(1)
    await shot(page, 'gift-card-create-ar')
    await context.close()
  })

  it('shows the gift card product in Arabic', async () => {
    const s = dashboardStrings('ar', 'product-detail') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto('/app/a/gift-cards/manage')
    await expect.poll(() => page.getByRole('region', { name: s.channels.title }).count()).toBe(1)
    await shot(page, 'gift-card-product-ar')
    await context.close()
  })

  it('shows a gift card in Arabic', async () => {
    const s = dashboardStrings('ar', 'gift-cards') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto(`/app/a/gift-cards/${cardId}`)
    await expect.poll(() => page.getByRole('region', { name: s.availability }).count()).toBe(1)
    await shot(page, 'gift-card-detail-ar')
    await context.close()
  })
})
