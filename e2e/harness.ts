import { mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core'
import { expect } from 'vitest'
import { DEFAULT_ADMIN_DIST, buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import type { AppContext } from '../packages/server/src/context'
import { startWorker } from '../packages/server/src/jobs'
import { seedDemo } from '../packages/server/src/seed'
import { useDemoTemplateAddress } from '../packages/server/src/testing/demo-template'
import { openTestDatabase } from '../packages/server/src/testing/harness'
import { CHROMIUM_PATH } from './chromium'
import { pagePool } from './page-pool'

export const SCREENSHOTS = join(import.meta.dirname, 'screenshots')

export interface E2E {
  baseUrl: string
  ctx: AppContext
  browser: Browser
  /** The demo store's publishable key, when started with `demo`. */
  publishableKey: string
  newPage(options?: { locale?: string }): Promise<{ page: Page; context: BrowserContext }>
  close(): Promise<void>
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * A real server on a random port with the built dashboard, and headless Chromium; with `demo`, its
 * database holds the demo store (copied from the run's seeded template, or seeded here without one).
 */
export async function startE2E(options: { demo?: boolean } = {}): Promise<E2E> {
  const { database, seeded, dispose } = await openTestDatabase({ demo: options.demo })
  // The port is chosen first so the server's own URLs (uploaded files) point at it.
  const freePort = await findFreePort()
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: String(freePort) }), logLevel: 'silent' }
  const { app, ctx } = await buildApp({
    database,
    config,
    logger: false,
    adminDist: process.env.MERCATO_ADMIN_DIST || DEFAULT_ADMIN_DIST,
  })
  if (options.demo && !seeded) await seedDemo(ctx)
  if (seeded) await useDemoTemplateAddress(database, ctx.config.backendUrl)
  const [key] = options.demo
    ? await database.query<{ id: string }>(
        "SELECT id FROM publishable_api_key WHERE title = 'Demo storefront' AND revoked_at IS NULL",
      )
    : []
  await app.listen({ port: freePort, host: '127.0.0.1' })
  // As `mercato start` does: batch jobs run in the server process.
  const worker = startWorker(ctx, { pollMs: 200 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const baseUrl = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  mkdirSync(SCREENSHOTS, { recursive: true })
  const pages = pagePool(browser, baseUrl)
  return {
    baseUrl,
    ctx,
    browser,
    publishableKey: key?.id ?? '',
    newPage: (options = {}) => pages.lend(options.locale ?? 'en-US'),
    async close() {
      await browser.close()
      await app.close()
      await worker.stop()
      await dispose()
    },
  }
}

/** Admin API headers for a new staff user, to set up and check data through the Admin API. */
export async function adminHeaders(e: E2E): Promise<Record<string, string>> {
  const { createUser } = await import('../packages/server/src/modules/users-auth')
  const { issueAdminToken } = await import('../packages/server/src/modules/users-auth/service')
  const user = await createUser(e.ctx, {
    email: `staff-${Date.now()}@example.com`,
    password: 'staff-password-1',
    role: 'admin',
  })
  return { authorization: `Bearer ${issueAdminToken(e.ctx, user.id)}`, 'content-type': 'application/json' }
}

export type Strings = Record<string, Record<string, string>>

/** The dashboard's own strings, so tests drive controls by the labels people see. */
export const dashboardStrings = (lng: string, ns: string): Strings =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../packages/admin/public/locales/${lng}/${ns}.json`), 'utf8'),
  ) as Strings

/** A control by its label, which may end in the required asterisk. */
export const byLabel = (scope: Pick<Page, 'getByLabel'>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

/**
 * Waits until no toast shows. The pointer leaves first: toasts pause while hovered, and one that
 * appeared under the pointer would otherwise stay over the controls beneath it.
 */
export async function toastsGone(page: Page) {
  await page.mouse.move(0, 0)
  await expect.poll(() => page.getByRole('status').count(), { timeout: 15_000 }).toBe(0)
}

/**
 * Signs in on the dashboard's login page in `lng`, then answers the first-sign-in usage-insights
 * question through the API so its dialog never covers the page.
 */
export async function signIn(page: Page, email: string, password: string, lng = 'en') {
  const { auth } = dashboardStrings(lng, 'translation')
  await page.goto(`/app/login?lng=${lng}`)
  await page.waitForLoadState('networkidle')
  await byLabel(page, auth!.email!).fill(email)
  await byLabel(page, auth!.password!).fill(password)
  // The first sign-in asks about usage insights in a modal dialog, which hides the page from the tests'
  // queries. The answer is given below; until it is stored, the dashboard's read of it is held, so a
  // read that would otherwise overtake it on a busy machine cannot open the dialog.
  let answered!: () => void
  const stored = new Promise<void>((resolve) => {
    answered = resolve
  })
  const usageQuestion = '**/admin/analytics-configs'
  // A read still held when the route is removed is let through by Playwright itself.
  await page.route(usageQuestion, (route) => stored.then(() => route.continue().catch(() => undefined)))
  await page.getByRole('button', { name: auth!.signIn!, exact: true }).click()
  await page.waitForURL(/\/app\/a(\/|$|\?)/)
  await page.request.post('/admin/analytics-configs', { data: { opt_out: true, anonymize: false } })
  answered()
  await page.unroute(usageQuestion)
}

/** One Admin API request; answers the JSON body, or throws with the status and body. */
export type AdminCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>

/** The Admin API as a new staff user, to set up and check data around the browser steps. */
export async function adminApi(e: E2E): Promise<{ headers: Record<string, string>; call: AdminCall }> {
  const headers = await adminHeaders(e)
  const call: AdminCall = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${e.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await res.json()) as T
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  return { headers, call }
}

/** Creates a product through the Admin API and answers its id. */
export const createProduct = async (call: AdminCall, body: Record<string, unknown>) =>
  (await call<{ product: { id: string } }>('POST', '/admin/products', body)).product.id

/**
 * Whether the last character of `text` (by default the element's whole text) is drawn at the right end
 * of that text on its line: true for left-to-right words shown whole in their own direction, false when
 * a right-to-left page moves their closing bracket or full stop to their left.
 */
export function endsAtTheRight(el: Element, text?: string): boolean {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  let node: Text | null = null
  let start = 0
  let end = 0
  while (walker.nextNode()) {
    const t = walker.currentNode as Text
    const at = text === undefined ? (t.data.trim() ? 0 : -1) : t.data.indexOf(text)
    if (at < 0) continue
    node = t
    start = at
    end = text === undefined ? t.data.trimEnd().length : at + text.length
    if (text !== undefined) break
  }
  if (!node) return false
  const char = document.createRange()
  char.setStart(node, end - 1)
  char.setEnd(node, end)
  const last = char.getBoundingClientRect()
  const whole = document.createRange()
  if (text === undefined) whole.selectNodeContents(el)
  else {
    whole.setStart(node, start)
    whole.setEnd(node, end)
  }
  const line = [...whole.getClientRects()].filter((r) => r.width > 0 && Math.abs(r.top - last.top) < 2)
  return Math.abs(last.right - Math.max(...line.map((r) => r.right))) < 1
}
