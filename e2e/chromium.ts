import { existsSync } from 'node:fs'

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`) when it is installed, else the full
 * browser. Both are the same Blink and V8; the shell leaves out the desktop browser around them, and a
 * new browser context with its first page costs about a third of the full browser's CPU (1.6 against
 * 4.6 CPU seconds per test's sign-in on a 2-core machine), which is most of the browser tests' time.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = '/usr/bin/chromium'

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER)
export const hasChromium = existsSync(CHROMIUM_PATH)

// Said once per run, loudly: a green run without a browser has not checked the dashboard.
if (!hasChromium) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: Chromium not found at ${CHROMIUM_PATH}.\n` +
      `!! Install it (apt-get install -y chromium chromium-headless-shell) to run them; CI always does.\n${'!'.repeat(78)}\n`,
  )
}
