import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM_PATH)

// Said once per run, loudly: a green run without a browser has not checked the dashboard.
if (!hasChromium) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: Chromium not found at ${CHROMIUM_PATH}.\n` +
      `!! Install it (apt-get install -y chromium) to run them; CI always does.\n${'!'.repeat(78)}\n`,
  )
}
