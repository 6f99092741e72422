import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { byLabel, dashboardStrings, signIn } from './harness'
import {
  EMAIL,
  PASSWORD,
  type PriceList,
  type PricingDesk,
  type Product,
  type Variant,
  shot,
  startPricingDesk,
  toast,
  usdBase,
} from './pricing-desk'

// A price list's cells and standing: refused amounts, and lists that have not started or have ended.

let e: PricingDesk['e']
let call: PricingDesk['call']
let product: Product
let unitPrice: PricingDesk['unitPrice']

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, call, product, unitPrice } = await startPricingDesk())
}, 60_000)
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('price list cells and standing in Chromium', () => {
  it('refuses a price that is not an amount in words, and saves once the cell is emptied', async () => {
    const [first, second] = product.variants as [Variant, Variant]
    const { price_list } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Cyber Week',
      description: 'Four days of deals',
      type: 'sale',
      status: 'active',
      prices: [{ variant_id: first.id, currency_code: 'usd', amount: 1000 }],
    })
    const listPrices = async () =>
      (await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${price_list.id}`)).price_list.prices
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/pricing/${price_list.id}`)
    const cell = (v: Variant, column: string) =>
      page.getByLabel(`Price of ${product.title} – ${v.title} in ${column}`, { exact: true })
    const save = page.getByRole('button', { name: 'Save prices' })
    await expect.poll(() => cell(first, 'USD').inputValue()).toBe('10.00')
    // Nothing typed yet: nothing to save.
    expect(await save.isDisabled()).toBe(true)

    await cell(second, 'USD').fill('abc')
    await cell(first, 'EUR').fill('9.50')
    await save.click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Could not save' })
    await expect.poll(() => refusal.filter({ hasText: 'Some prices are not valid amounts' }).count()).toBe(1)
    expect(await refusal.filter({ hasText: 'Something went wrong' }).count()).toBe(0)
    expect(await cell(second, 'USD').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.getByText('Enter an amount like 12.50').count()).toBe(1)
    // Focusing the cell again keeps what was typed, so it can be corrected or emptied.
    await cell(second, 'USD').focus()
    expect(await cell(second, 'USD').inputValue()).toBe('abc')
    expect(await listPrices()).toHaveLength(1)
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'price-editor-invalid-en')

    // An emptied cell means "no price in this list": the mark clears and saving goes through.
    await cell(second, 'USD').fill('')
    await expect.poll(() => cell(second, 'USD').getAttribute('aria-invalid')).toBeNull()
    await save.click()
    await toast(page, 'Prices saved')
    await expect.poll(async () => (await listPrices()).length).toBe(2)
    const prices = await listPrices()
    expect(prices.find((p) => p.variant_id === first.id && p.currency_code === 'eur')?.amount).toBe(950)
    expect(prices.some((p) => p.variant_id === second.id)).toBe(false)
    // Saved: nothing is left to save.
    await expect.poll(() => save.isDisabled()).toBe(true)
    await context.close()
    await call('DELETE', `/admin/price-lists/${price_list.id}`)
  })

  it('shows a list that has not started as Scheduled and one past its end as Expired, both for everyone', async () => {
    const day = 24 * 60 * 60 * 1000
    const variants = product.variants.slice(0, 2)
    const { price_list: upcoming } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Winter Sale',
      description: 'Starts in two weeks',
      type: 'sale',
      status: 'active',
      starts_at: new Date(Date.now() + 14 * day).toISOString(),
      prices: variants.map((v) => ({ variant_id: v.id, currency_code: 'usd', amount: 900 })),
    })
    const { price_list: past } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Autumn Sale',
      description: 'Over',
      type: 'sale',
      status: 'active',
      starts_at: new Date(Date.now() - 30 * day).toISOString(),
      ends_at: new Date(Date.now() - 2 * day).toISOString(),
      prices: [],
    })
    // The storefront ignores the list until it starts.
    expect(await unitPrice(variants[0]!.id)).toBe(usdBase(variants[0]!).amount)

    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/pricing')
    const row = (name: string) => page.getByRole('row').filter({ hasText: name })
    await expect.poll(() => row('Winter Sale').filter({ hasText: 'Scheduled' }).count()).toBe(1)
    expect(await row('Winter Sale').filter({ hasText: 'Everyone' }).count()).toBe(1)
    expect(await row('Autumn Sale').filter({ hasText: 'Expired' }).count()).toBe(1)
    expect(await row('Summer Sale').filter({ hasText: 'Active' }).count()).toBe(1)
    await shot(page, 'price-lists-en')

    await page.goto(`/app/a/pricing/${upcoming.id}`)
    const title = page.getByRole('heading', { level: 1, name: 'Winter Sale' })
    await expect.poll(() => title.count()).toBe(1)
    expect(await page.getByText('Scheduled', { exact: true }).count()).toBe(1)
    expect(await page.getByText('Active', { exact: true }).count()).toBe(0)

    // Every price column can be reached at 1280 px: the grid scrolls sideways inside its card, keeping the
    // variant column in view, and the page itself does not widen.
    const { store: shop } = await call<{ store: { currencies: unknown[] } }>('GET', '/admin/store')
    const { regions } = await call<{ regions: unknown[] }>('GET', '/admin/regions')
    const priceColumns = shop.currencies.length + regions.length
    for (const lng of ['en', 'ar']) {
      const words = dashboardStrings(lng, 'pricing') as unknown as Record<string, string>
      await page.goto(`/app/a/pricing/${upcoming.id}?lng=${lng}`)
      const grid = page.getByRole('table', { name: words.editorTitle })
      await expect.poll(() => grid.count()).toBe(1)
      const headers = grid.getByRole('columnheader')
      // Select, variant, a column per currency and per region, actions.
      await expect.poll(() => headers.count()).toBe(priceColumns + 3)
      const variantHeader = headers.filter({ hasText: words.variant! })
      const lastPrice = headers.nth((await headers.count()) - 2)
      const box = async () => (await lastPrice.boundingBox())!
      const inView = async () => {
        const { x, width } = await box()
        return x >= 0 && x + width <= 1280
      }
      expect(await grid.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(
        true,
      )
      expect(await inView()).toBe(false)
      await shot(page, `price-list-scheduled-${lng}`)
      await lastPrice.scrollIntoViewIfNeeded()
      await expect.poll(inView).toBe(true)
      const variantBox = (await variantHeader.boundingBox())!
      expect(variantBox.x >= 0 && variantBox.x + variantBox.width <= 1280).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
      await shot(page, `price-grid-scrolled-${lng}`)
    }
    await context.close()
    await call('DELETE', `/admin/price-lists/${upcoming.id}`)
    await call('DELETE', `/admin/price-lists/${past.id}`)
  })

  it('creates a list whose prices include tax and turns that off in an edit', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    const ar = dashboardStrings('ar', 'pricing') as unknown as {
      new: string
      createTitle: string
      save: string
    }
    await page.goto('/app/a/pricing?lng=ar')
    await page.getByRole('button', { name: ar.new }).first().click()
    const arForm = page.getByRole('dialog', { name: ar.createTitle })
    // Saving waits for the regions, which set a new list's tax default.
    await expect.poll(() => arForm.getByRole('button', { name: ar.save }).isEnabled()).toBe(true)
    await shot(page, 'price-list-form-tax-ar')
    await page.goto('/app/a/pricing?lng=en')
    await page.getByRole('button', { name: 'New price list' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create price list' })
    // The seeded store has regions with and without tax in their prices: off, and the form says why.
    const taxSwitch = form.getByRole('switch', { name: 'Prices include tax' })
    await expect.poll(() => taxSwitch.getAttribute('aria-checked')).toBe('false')
    await expect.poll(() => form.getByText('make one list for each kind', { exact: false }).count()).toBe(1)
    await byLabel(form, 'Name').fill('EU gross prices')
    await taxSwitch.click()
    await expect.poll(() => taxSwitch.getAttribute('aria-checked')).toBe('true')
    await shot(page, 'price-list-form-tax-en')
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/app\/a\/pricing\/pl_/)
    const listId = new URL(page.url()).pathname.split('/').pop()!
    type Taxed = { price_list: PriceList & { includes_tax: boolean } }
    const taxed = async () =>
      (await call<Taxed>('GET', `/admin/price-lists/${listId}`)).price_list.includes_tax
    expect(await taxed()).toBe(true)
    await expect.poll(() => page.getByText('Prices include tax', { exact: true }).count()).toBe(1)

    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit price list' })
    await edit.getByRole('switch', { name: 'Prices include tax' }).click()
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Price list saved')
    await expect.poll(taxed).toBe(false)
    await expect.poll(() => page.getByText('Prices exclude tax', { exact: true }).count()).toBe(1)
    await context.close()
    await call('DELETE', `/admin/price-lists/${listId}`)
  })

  it('filters the list by standing, as the badges say, keeping the choice in the URL', async () => {
    const day = 24 * 60 * 60 * 1000
    const lists = [
      { name: 'Spring Preview', status: 'active', starts_at: new Date(Date.now() + 10 * day).toISOString() },
      {
        name: 'Clearance',
        status: 'active',
        starts_at: new Date(Date.now() - 20 * day).toISOString(),
        ends_at: new Date(Date.now() - day).toISOString(),
      },
      { name: 'Staff Prices', status: 'draft' },
    ]
    const ids: string[] = []
    for (const body of lists) {
      const created = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
        description: '',
        type: 'sale',
        prices: [],
        ...body,
      })
      ids.push(created.price_list.id)
    }
    const { price_lists: every } = await call<{ price_lists: PriceList[] }>(
      'GET',
      '/admin/price-lists?limit=100',
    )
    const apiNames = async (standing: string) =>
      (
        await call<{ price_lists: PriceList[] }>('GET', `/admin/price-lists?standing=${standing}&limit=100`)
      ).price_lists
        .map((l) => l.name)
        .sort()

    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    const s = dashboardStrings('en', 'pricing') as unknown as {
      title: string
      status: Record<string, string>
    }
    const table = page.getByRole('table', { name: s.title })
    const row = (name: string) => table.getByRole('row').filter({ hasText: name })
    // The lists the table shows, read against every list there is.
    const shown = async () => {
      const names: string[] = []
      for (const l of every) if ((await row(l.name).count()) > 0) names.push(l.name)
      return names.sort()
    }
    const choose = async (standing: string) => {
      await page.getByRole('button', { name: 'Status', exact: true }).click()
      await page.getByRole('menuitemcheckbox', { name: s.status[standing] }).click()
      await page.keyboard.press('Escape')
    }

    await page.goto('/app/a/pricing')
    await expect.poll(() => row('Clearance').count()).toBe(1)
    await page.getByRole('button', { name: 'Status', exact: true }).click()
    // The options' words, without the tick of a chosen one.
    const options = async () =>
      (await page.getByRole('menuitemcheckbox').allInnerTexts()).map((text) => text.replace('✓', '').trim())
    expect(await options()).toEqual(['Draft', 'Scheduled', 'Active', 'Expired'])
    await page.keyboard.press('Escape')

    await choose('scheduled')
    await page.waitForURL((url) => url.searchParams.getAll('status').join() === 'scheduled')
    await expect.poll(() => row('Clearance').count()).toBe(0)
    expect(await shown()).toEqual(await apiNames('scheduled'))
    expect(await shown()).toContain('Spring Preview')
    expect(await row('Summer Sale').count()).toBe(0)
    expect(await row('Spring Preview').getByText('Scheduled', { exact: true }).count()).toBe(1)

    // Scheduled off, Expired on.
    await choose('scheduled')
    await choose('expired')
    await page.waitForURL((url) => url.searchParams.getAll('status').join() === 'expired')
    await expect.poll(() => row('Spring Preview').count()).toBe(0)
    expect(await shown()).toEqual(await apiNames('expired'))
    expect(await shown()).toContain('Clearance')
    expect(await table.getByText('Active', { exact: true }).count()).toBe(0)
    expect(await table.getByText('Draft', { exact: true }).count()).toBe(0)
    await shot(page, 'price-lists-expired-en')

    // The URL keeps the choice across a reload.
    await page.reload()
    await expect.poll(() => row('Clearance').count()).toBe(1)
    expect(await shown()).toEqual(await apiNames('expired'))

    // An older link's `status=active` is read as the standing of that name: no scheduled or expired lists.
    await page.goto('/app/a/pricing?status=active')
    await expect.poll(() => row('Summer Sale').count()).toBe(1)
    expect(await shown()).toEqual(await apiNames('active'))
    expect(await row('Spring Preview').count()).toBe(0)
    expect(await row('Clearance').count()).toBe(0)

    const ar = dashboardStrings('ar', 'pricing') as unknown as {
      title: string
      fields: { status: string }
      status: Record<string, string>
    }
    await page.goto('/app/a/pricing?lng=ar&status=scheduled')
    const arRow = page
      .getByRole('table', { name: ar.title })
      .getByRole('row')
      .filter({ hasText: 'Spring Preview' })
    await expect.poll(() => arRow.getByText(ar.status.scheduled!, { exact: true }).count()).toBe(1)
    await page.getByRole('button', { name: ar.fields.status, exact: true }).click()
    expect(await options()).toEqual(['draft', 'scheduled', 'active', 'expired'].map((k) => ar.status[k]))
    await shot(page, 'price-lists-standing-menu-ar')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('menuitemcheckbox').count()).toBe(0)
    await shot(page, 'price-lists-scheduled-ar')
    await context.close()
    for (const id of ids) await call('DELETE', `/admin/price-lists/${id}`)
  })
})
