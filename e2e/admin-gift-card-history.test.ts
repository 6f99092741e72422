import { join } from 'node:path'
import { region } from '@mercato/db'
import { generateId } from '@mercato/domain'
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

const EMAIL = 'jane.doe@example.com'
const PASSWORD = 'gift-history-password-1'
const REGION = 'Taxland'

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let e: E2E
let call: AdminCall
let jane: { id: string }
let regionId = ''
let cardId = ''
let orderNumber = 0

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  jane = await createUser(e.ctx, {
    email: EMAIL,
    password: PASSWORD,
    role: 'admin',
    first_name: 'Jane',
    last_name: 'Doe',
  })
  ;({ call } = await adminApi(e))
  // A region that taxes gift cards at 20 % (the default for regions), in euros.
  regionId = generateId('reg')
  await e.ctx.db.insert(region).values({ id: regionId, name: REGION, currency_code: 'eur', tax_rate: 20 })
})
afterAll(() => e?.close())

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

/** What an order took from the card an hour ago, as checkout records it. */
async function spendOnOrder(giftCardId: string, amount: number): Promise<number> {
  const customerId = generateId('cus')
  const orderId = generateId('order')
  await e.ctx.database.query(`INSERT INTO customer (id, email) VALUES ($1, 'shopper@example.com')`, [
    customerId,
  ])
  const [order] = await e.ctx.database.query<{ display_id: number }>(
    `INSERT INTO "order" (id, customer_id, email, region_id, currency_code)
     VALUES ($1, $2, 'shopper@example.com', $3, 'eur') RETURNING display_id`,
    [orderId, customerId, regionId],
  )
  await e.ctx.database.query(
    `INSERT INTO gift_card_transaction (id, gift_card_id, order_id, amount, is_taxable, tax_rate, created_at)
     VALUES ($1, $2, $3, $4, true, 20, now() - interval '1 hour')`,
    [generateId('gct'), giftCardId, orderId, amount],
  )
  await e.ctx.database.query('UPDATE gift_card SET balance = balance - $1 WHERE id = $2', [
    amount,
    giftCardId,
  ])
  return order!.display_id
}

describe.skipIf(!hasChromium)('gift card balance history in Chromium', () => {
  it('issues a card by what it buys, then lists a balance set by hand with who set it', async () => {
    const s = dashboardStrings('en', 'gift-cards') as Json
    const money = (minor: number) => formatMoney(minor, 'eur', 'en')
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/gift-cards?new=1')
    const form = page.getByRole('dialog', { name: s.createTitle })
    // No region yet: no choice of what the amount means.
    expect(await form.getByRole('radio').count()).toBe(0)
    await byLabel(form, s.fields.region).selectOption({ label: `${REGION} (EUR)` })
    const buys = form.getByRole('radio', { name: s.taxCover.means.cover })
    expect(await buys.isChecked()).toBe(true)
    const hint = (key: 'newCover' | 'newCoverInexact', value: number, gross: number, typed = '') =>
      s.taxCover[key]
        .replace('{{region}}', REGION)
        .replace('{{rate}}', '20')
        .replace('{{typed}}', typed)
        .replace('{{value}}', money(value))
        .replace('{{gross}}', money(gross))

    // No value buys exactly €50.01 at 20 %: the largest that buys less, and what it buys, are said.
    await byLabel(form, s.fields.value).fill('50.01')
    await form.getByText(hint('newCoverInexact', 4167, 5000, money(5001))).waitFor()
    await byLabel(form, s.fields.value).fill('60')
    await form.getByText(hint('newCover', 5000, 6000)).waitFor()
    await shot(page, 'gift-card-issue-by-cover-en')
    await form.getByRole('button', { name: s.actions.create }).click()
    await toast(page, s.created)
    await page.waitForURL(/\/app\/a\/gift-cards\/gift_/)
    cardId = page.url().split('/').pop()!
    const issued = (await call<Json>('GET', `/admin/gift-cards/${cardId}`)).gift_card
    expect(issued).toMatchObject({ value: 5000, balance: 5000, tax_rate: 20, region_id: regionId })

    const history = page.getByRole('region', { name: s.history.title })
    await history.getByText(s.history.none).waitFor()

    orderNumber = await spendOnOrder(cardId, 1200)
    await page.reload()
    await page.getByRole('button', { name: s.actions.edit }).click()
    const edit = page.getByRole('dialog', { name: s.editTitle })
    const balance = byLabel(edit, s.fields.balance)
    // The balance as the card keeps it, before tax, until staff choose to type what it buys.
    expect(await balance.inputValue()).toBe('38.00')
    expect(await edit.getByRole('radio', { name: s.taxCover.means.balance }).isChecked()).toBe(true)
    await edit.getByRole('radio', { name: s.taxCover.means.cover }).check()
    expect(await balance.inputValue()).toBe('45.60')
    await balance.fill('24')
    await edit
      .getByText(
        s.taxCover.balanceCover
          .replace('{{value}}', money(2000))
          .replace('{{rate}}', '20')
          .replace('{{gross}}', money(2400)),
      )
      .waitFor()
    await shot(page, 'gift-card-balance-by-cover-en')
    // At most what the card's whole value buys.
    await balance.fill('60.01')
    await edit.getByRole('button', { name: s.actions.save }).click()
    const max = s.errors.balanceRange.replace('{{min}}', '0').replace('{{max}}', money(6000))
    await expect.poll(() => edit.getByRole('alert').textContent()).toBe(max)
    await balance.fill('24')
    await edit.getByRole('button', { name: s.actions.save }).click()
    await toast(page, s.saved)

    const card = (await call<Json>('GET', `/admin/gift-cards/${cardId}?expand=balance_changes`)).gift_card
    expect(card.balance).toBe(2000)
    expect(card.balance_changes).toMatchObject([{ previous_balance: 3800, balance: 2000, user_id: jane.id }])

    // Newest first: the balance Jane set, then what the order took.
    const set = s.history.setBy
      .replace('{{from}}', money(3800))
      .replace('{{to}}', money(2000))
      .replace('{{name}}', 'Jane Doe')
    await history.getByText(set).waitFor()
    const lines = history.getByRole('listitem')
    await expect.poll(() => lines.count()).toBe(2)
    expect(await lines.nth(0).textContent()).toContain(set)
    expect(await lines.nth(0).textContent()).toContain(money(-1800))
    expect(await lines.nth(1).textContent()).toContain(
      s.history.order.replace('{{number}}', String(orderNumber)),
    )
    expect(await lines.nth(1).textContent()).toContain(money(-1200))
    await history.getByText(s.history.total.replace('{{amount}}', money(1200))).waitFor()
    await shot(page, 'gift-card-history-en')
    await context.close()
  })

  it('shows the choice and the history in Arabic', async () => {
    const s = dashboardStrings('ar', 'gift-cards') as Json
    const money = (minor: number) => formatMoney(minor, 'eur', 'ar')
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto(`/app/a/gift-cards/${cardId}?lng=ar`)
    const history = page.getByRole('region', { name: s.history.title })
    const set = s.history.setBy
      .replace('{{name}}', 'Jane Doe')
      .replace('{{from}}', money(3800))
      .replace('{{to}}', money(2000))
    await history.getByText(set).waitFor()
    await history
      .getByRole('link', { name: s.history.order.replace('{{number}}', String(orderNumber)) })
      .waitFor()
    await shot(page, 'gift-card-history-ar')
    await page.getByRole('button', { name: s.actions.edit }).click()
    const edit = page.getByRole('dialog', { name: s.editTitle })
    await edit.getByRole('radio', { name: s.taxCover.means.cover }).check()
    expect(await byLabel(edit, s.fields.balance).inputValue()).toBe('24.00')
    await shot(page, 'gift-card-balance-by-cover-ar')
    await edit.getByRole('button', { name: s.actions.cancel }).click()

    await page.goto('/app/a/gift-cards?new=1&lng=ar')
    const form = page.getByRole('dialog', { name: s.createTitle })
    await byLabel(form, s.fields.region).selectOption({ label: `${REGION} (EUR)` })
    await form.getByRole('radio', { name: s.taxCover.means.value }).check()
    await byLabel(form, s.fields.value).fill('50')
    await form
      .getByText(
        s.taxCover.newAmount
          .replace('{{region}}', REGION)
          .replace('{{rate}}', '20')
          .replace('{{value}}', money(5000))
          .replace('{{gross}}', money(6000)),
      )
      .waitFor()
    await shot(page, 'gift-card-issue-by-cover-ar')
    await form.getByRole('button', { name: s.actions.create }).click()
    await page.waitForURL(/\/app\/a\/gift-cards\/gift_/)
    const card = (await call<Json>('GET', `/admin/gift-cards/${page.url().split('/').pop()}`)).gift_card
    expect(card).toMatchObject({ value: 5000, tax_rate: 20 })
    await context.close()
  })
})
