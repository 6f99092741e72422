import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

// A failed save's error toast used to sit on the dialog's Save and Cancel, so the person could not try
// again until it went away; on a phone it spanned the whole width of the footer.

const EMAIL = 'toasts@example.com'
const PASSWORD = 'toasts-password-1'
const TAKEN = 'taken.toasts@example.com'

let e: E2E
let call: AdminCall

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  await call('POST', '/admin/customers', {
    email: TAKEN,
    password: 'taken-password-1',
    first_name: 'Taken',
    last_name: 'Already',
  })
})
afterAll(() => e?.close())

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not shown')
  return box
}

describe.skipIf(!hasChromium)('error toasts beside an open dialog, in Chromium', () => {
  it("keeps a failed save's toast off the dialog's buttons on a phone and a desktop, in English and Arabic", async () => {
    for (const lng of ['en', 'ar']) {
      // biome-ignore lint/suspicious/noExplicitAny: locale JSON, read by key
      const s = dashboardStrings(lng, 'customers') as any
      const common = dashboardStrings(lng, 'translation').common!
      const refusal = dashboardStrings(lng, 'translation').serverErrors!.customerHasAccount!
      const { page, context } = await e.newPage({ locale: lng })
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/customers?new=1&lng=${lng}`)
      const dialog = page.getByRole('dialog', { name: s.createTitle })
      await byLabel(dialog, s.fields.firstName).fill('Noor')
      await byLabel(dialog, s.fields.lastName).fill('Haddad')
      await byLabel(dialog, s.fields.email).fill(TAKEN)
      await byLabel(dialog, s.fields.password).fill('a-long-password-1')
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport)
        const buttons = [
          dialog.getByRole('button', { name: s.actions.cancel }),
          dialog.getByRole('button', { name: s.actions.create }),
        ]
        await buttons[1]!.click()
        // Found by role: a toast hidden from screen readers along with the page would not be.
        const toast = page.getByRole('alert').filter({ hasText: s.errors.title })
        await toast.waitFor()
        // The server's refusal, worded in the screen's language rather than the API's English.
        expect(await toast.textContent()).toContain(refusal)
        await page.waitForTimeout(400) // the toast's entrance animation
        const toastBox = await boxOf(toast)
        for (const button of buttons) expect(overlaps(toastBox, await boxOf(button))).toBe(false)
        expect(Math.min(toastBox.x, toastBox.y)).toBeGreaterThanOrEqual(0)
        expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width)
        await page.screenshot({ path: join(SCREENSHOTS, `toast-over-dialog-${size}-${lng}.png`) })

        // Closing the toast leaves the dialog and what was typed in it. The test pages let the pointer
        // through toasts, so the press is sent to the close button itself.
        const close = toast.getByRole('button', { name: common.close })
        await close.dispatchEvent('pointerdown')
        await close.dispatchEvent('click')
        await expect.poll(() => toast.count()).toBe(0)
        expect(await dialog.isVisible()).toBe(true)
        // Nor did it count as a click outside, which would ask whether to throw the edits away.
        expect(await page.getByRole('alertdialog').count()).toBe(0)
        expect(await byLabel(dialog, s.fields.email).inputValue()).toBe(TAKEN)
      }
      await context.close()
    }
    const { count } = await call<{ count: number }>('GET', `/admin/customers?q=${TAKEN}`)
    expect(count).toBe(1)
  })
})
