import type { Region } from '@mercato/client'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import type { E2E } from './harness'
import {
  type ShopApi,
  addToCartAndCheckout,
  homeProductInStock,
  registerShopper,
  shoot,
  startShop,
  storefrontWords,
} from './storefront-shop'

// The shopper's own account: details, an address book that checkout uses, a new password, and a
// forgotten one reset through the e-mailed link.

let e: E2E
let admin: Record<string, string>
let publishableKey: string
let region: Region
let api: ShopApi

/** The status of a Store API sign-in with these credentials (200, or 401 for a wrong password). */
const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${e.baseUrl}/store/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey },
      body: JSON.stringify({ email, password }),
    })
  ).status

/**
 * True when the element's phone number is drawn as typed: its "+" left of its last digit (a number
 * laid out right to left draws "0100 555 1+").
 */
const plusDrawnFirst = (element: Locator) =>
  element.evaluate((el) => {
    const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text
    const left = (index: number) => {
      const range = document.createRange()
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      return range.getBoundingClientRect().left
    }
    const digits = [...node.data.matchAll(/\d/g)]
    return left(node.data.indexOf('+')) < left(digits.at(-1)!.index)
  })

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, admin, publishableKey, region, api } = await startShop())
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('storefront: the shopper’s own account', () => {
  it('a shopper keeps their details and address book, changes the password, and checkout offers a saved address', async () => {
    const email = `olga-${Date.now()}@example.com`
    const { page, context } = await e.newPage()
    // Deleting an address asks with the browser's own dialog; this test answers it.
    page.removeAllListeners('dialog')
    await registerShopper(page, { first: 'Olga', last: 'Owner', email, password: 'olga-password-1' })
    const me = async () => {
      const res = await page.request.get('/store/customers/me', {
        headers: { 'x-publishable-api-key': publishableKey },
      })
      return (await res.json()).customer as {
        first_name: string
        phone: string | null
        shipping_addresses: { address_1: string; city: string; first_name: string }[]
      }
    }

    const details = page.getByRole('region', { name: 'Your details' })
    await details.getByRole('button', { name: 'Edit details' }).click()
    await details.getByLabel('First name').fill('Olivia')
    await details.getByLabel('Phone').fill('+1 555 0100')
    await details.getByRole('button', { name: 'Save details' }).click()
    await details.getByRole('status').filter({ hasText: 'Your details are saved.' }).waitFor()
    await page.getByRole('heading', { name: 'Hello, Olivia' }).waitFor()
    expect(await me()).toMatchObject({ first_name: 'Olivia', phone: '+1 555 0100' })

    const book = page.getByRole('region', { name: 'Addresses' })
    await book.getByText(/No saved addresses yet/).waitFor()
    const addAddress = async (street: string, city: string, state: string, postcode: string) => {
      await book.getByRole('button', { name: 'Add an address' }).click()
      const form = book.getByRole('form', { name: 'New address' })
      await form.getByLabel('Address', { exact: true }).fill(street)
      await form.getByLabel('City').fill(city)
      await form.getByLabel('State', { exact: true }).selectOption(state)
      await form.getByLabel('Postal code').fill(postcode)
      await form.getByRole('button', { name: 'Save address' }).click()
      await book.getByRole('status').filter({ hasText: 'Address added.' }).waitFor()
    }
    await addAddress('9 Harbor Road', 'Portland', 'OR', '97201')
    await book.getByText('Portland, OR 97201').waitFor()
    // The name comes from the account, as it does in checkout.
    expect((await me()).shipping_addresses).toMatchObject([
      { address_1: '9 Harbor Road', city: 'Portland', first_name: 'Olivia' },
    ])
    await book.getByRole('button', { name: 'Edit address 9 Harbor Road' }).click()
    const edit = book.getByRole('form', { name: 'Edit address' })
    await edit.getByLabel('Address', { exact: true }).fill('11 Harbor Road')
    await edit.getByLabel('Phone (optional)').fill('+49 30 1234567')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await book.getByRole('status').filter({ hasText: 'Address saved.' }).waitFor()
    await addAddress('5 Elm Street', 'Springfield', 'IL', '12345')
    await shoot(page, 'account-profile')

    // Deleting asks first: "no" keeps the address, "yes" deletes it.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await book.getByRole('button', { name: 'Delete address 5 Elm Street' }).click()
    expect((await me()).shipping_addresses).toHaveLength(2)
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('5 Elm Street')
      void dialog.accept()
    })
    await book.getByRole('button', { name: 'Delete address 5 Elm Street' }).click()
    await book.getByRole('status').filter({ hasText: 'Address deleted.' }).waitFor()
    expect((await me()).shipping_addresses.map((a) => a.address_1)).toEqual(['11 Harbor Road'])

    await details.getByRole('button', { name: 'Change password' }).click()
    await details.getByLabel('New password').fill('olga-password-2')
    await details.getByLabel('Confirm password').fill('olga-password-2')
    await details.getByRole('button', { name: 'Change password' }).click()
    await details.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor()
    expect(await signInStatus(email, 'olga-password-2')).toBe(200)
    expect(await signInStatus(email, 'olga-password-1')).toBe(401)

    // Checkout fills the shipping address from the book.
    await addToCartAndCheckout(page, await homeProductInStock(api, region))
    await page.getByLabel('Saved addresses').selectOption({ label: '11 Harbor Road, Portland' })
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('11 Harbor Road')
    expect(await page.getByLabel('City').inputValue()).toBe('Portland')
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await page.getByRole('radio', { name: /Standard Shipping/ }).check()
    const cartId = await page.evaluate(() => localStorage.getItem('mercato_cart_id'))
    // The customer's cart, read with their session.
    const res = await page.request.get(`/store/carts/${cartId}`, {
      headers: { 'x-publishable-api-key': publishableKey },
    })
    const { cart } = (await res.json()) as {
      cart: { shipping_address: { address_1: string; province: string } }
    }
    expect(cart.shipping_address).toMatchObject({ address_1: '11 Harbor Road', province: 'OR' })
    // An address taken from the book is not saved a second time.
    expect((await me()).shipping_addresses).toHaveLength(1)

    await page.goto('/account?lng=ar')
    await page.getByRole('region', { name: storefrontWords('ar')('account.addresses.title') }).waitFor()
    // Phone numbers read as typed in the right-to-left page, in the details and in the address card.
    expect(await plusDrawnFirst(page.getByText('+1 555 0100'))).toBe(true)
    expect(await plusDrawnFirst(page.getByText('+49 30 1234567'))).toBe(true)
    await shoot(page, 'account-profile-ar')
    await page.goto('/account?lng=en')
    await context.close()
  }, 150_000)

  it('a shopper resets a forgotten password through the e-mailed link', async () => {
    const email = `pia-${Date.now()}@example.com`
    await api('/store/customers', {
      method: 'POST',
      headers: { 'x-publishable-api-key': publishableKey, 'content-type': 'application/json' },
      body: { first_name: 'Pia', last_name: 'Forgetful', email, password: 'old-password-1' },
    })
    const { page, context } = await e.newPage()
    await page.goto('/account')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `If ${email} has an account` })
      .waitFor()

    // The link as the shopper's e-mail carries it, opened on this server.
    let link = ''
    await expect
      .poll(async () => {
        const { notifications } = await api<{ notifications: { to: string; data: { link: string } }[] }>(
          '/admin/notifications?event_name=customer.password_reset',
          { headers: admin },
        )
        link = notifications.find((n) => n.to === email)?.data.link ?? ''
        return link
      })
      .toMatch(/\/reset-password\?token=.+&email=/)
    const { pathname, search } = new URL(link)
    await page.goto(pathname + search)
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
    await page.getByLabel('New password', { exact: true }).fill('new-password-2')
    await page.getByLabel('Confirm password').fill('not-the-same')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('alert').filter({ hasText: 'The two passwords do not match.' }).waitFor()
    await page.getByLabel('Confirm password').fill('new-password-2')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor()

    expect(await signInStatus(email, 'old-password-1')).toBe(401)
    expect(await signInStatus(email, 'new-password-2')).toBe(200)
    await page.getByRole('link', { name: 'Sign in' }).click()
    const form = page.getByRole('region', { name: 'Sign in' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password').fill('new-password-2')
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Hello, Pia' }).waitFor()

    // The link is spent: opened again, in Arabic, it says so in Arabic and changes nothing.
    const ar = storefrontWords('ar')
    await page.goto(`${pathname}${search}&lng=ar`)
    await page.getByLabel(ar('account.reset.newPassword'), { exact: true }).fill('new-password-3')
    await page.getByLabel(ar('account.reset.confirmPassword')).fill('new-password-3')
    await page.getByRole('button', { name: ar('account.reset.submit') }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: ar('common.errors.resetLink') })
      .waitFor()
    await shoot(page, 'reset-link-spent-ar')
    expect(await signInStatus(email, 'new-password-3')).toBe(401)
    await context.close()
  }, 120_000)
})
