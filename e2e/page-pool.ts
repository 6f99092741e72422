import type { Browser, BrowserContext, Page } from 'playwright-core'

/**
 * Browser contexts handed out to tests and taken back when a test closes them, emptied, for the next
 * test of the same file and language. A new page starts a new renderer process, about half a CPU
 * second in Chromium before the first byte is drawn; a kept page navigates for about a seventh of
 * that, and finds the dashboard's scripts already compiled in the context's cache.
 *
 * A context is lent to one test at a time, so two people in one test (a shopper and a member of
 * staff) still get separate cookies. What a test can leave behind is undone when it closes the
 * context: cookies, storage, permissions, routes, listeners, viewport and media emulation.
 */
export interface PagePool {
  lend(locale: string): Promise<{ page: Page; context: BrowserContext }>
}

const VIEWPORT = { width: 1280, height: 720 }

interface Lease {
  context: BrowserContext
  page: Page
  locale: string
}

/**
 * Toasts let the pointer through. A toast pauses while the pointer is over it, and Playwright parks
 * the pointer on the control it clicks: a control under a toast then stays covered for good (a person
 * moves the pointer, and the toast leaves). Tests read toasts by role and text; none clicks into one.
 */
const TOASTS_LET_POINTER_THROUGH = () => {
  const style = () => {
    const s = document.createElement('style')
    s.textContent = '[data-rht-toaster], [data-rht-toaster] * { pointer-events: none !important; }'
    document.head.append(s)
  }
  if (document.head) style()
  else document.addEventListener('DOMContentLoaded', style, { once: true })
}

/** A form with unsaved edits asks before the page unloads; a test that navigates away means to leave. */
function answerDialogs(page: Page) {
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
}

export function pagePool(browser: Browser, baseUrl: string): PagePool {
  const idle: Lease[] = []

  async function open(locale: string): Promise<Lease> {
    const context = await browser.newContext({ baseURL: baseUrl, locale, viewport: VIEWPORT })
    await context.addInitScript(TOASTS_LET_POINTER_THROUGH)
    const page = await context.newPage()
    answerDialogs(page)
    return { context, page, locale }
  }

  /** Empties the context for the next test; one that cannot be emptied is closed instead. */
  async function giveBack(lease: Lease) {
    const { context, page } = lease
    try {
      if (page.isClosed()) throw new Error('closed')
      if (page.url().startsWith(baseUrl))
        await page.evaluate(() => sessionStorage.clear()).catch(() => undefined)
      await page.goto('about:blank')
      page.removeAllListeners()
      answerDialogs(page)
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Storage.clearDataForOrigin', {
        origin: baseUrl,
        storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
      })
      await cdp.detach()
      await context.clearCookies()
      await context.clearPermissions()
      await page.setViewportSize(VIEWPORT)
      await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null })
      idle.push(lease)
    } catch {
      await context.close().catch(() => undefined)
    }
  }

  return {
    async lend(locale) {
      const at = idle.findIndex((l) => l.locale === locale)
      const lease = at >= 0 ? idle.splice(at, 1)[0]! : await open(locale)
      let returned: Promise<void> | undefined
      // The test's `context.close()` gives the context back instead; everything else is the context's own.
      const context = new Proxy(lease.context, {
        get(target, prop) {
          if (prop === 'close') return () => (returned ??= giveBack(lease))
          const value = Reflect.get(target, prop, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      return { page: lease.page, context }
    },
  }
}
