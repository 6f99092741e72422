// `npm run bench -- <suite> [options]`: prints a markdown table per suite.
export {}
const suites: Record<string, () => Promise<void>> = {
  start: async () => (await import('./start')).benchStart(),
  size: async () => (await import('./size')).benchSize(),
  import: async () => {
    await (await import('./import')).benchImport()
  },
  checkout: async () => {
    await (await import('./checkout')).benchCheckout()
  },
  orders: async () => {
    await (await import('./orders')).benchOrders()
  },
  overview: async () => {
    await (await import('./overview')).benchOverview()
  },
  catalog: async () => {
    const { benchCatalog, sizesFromEnv } = await import('./catalog')
    await benchCatalog({ sizes: sizesFromEnv() })
  },
  // 1k, 100k and 1M products on PostgreSQL (DATABASE_URL); seeding the million takes minutes and ~4 GB.
  'catalog-1m': async () => {
    const { MILLION_SIZES, benchCatalog, sizesFromEnv } = await import('./catalog')
    await benchCatalog({ sizes: sizesFromEnv() ?? MILLION_SIZES })
  },
  soak: async () => (await import('./soak')).benchSoak(),
  api: async () => (await import('./api')).benchApi(),
  storefront: async () => {
    await (await import('./storefront')).benchStorefront()
  },
}

const suiteName = process.argv[2]
const suite = suiteName ? suites[suiteName] : undefined
if (!suite) {
  console.log(`Usage: npm run bench -- <${Object.keys(suites).join('|')}>`)
  process.exitCode = suiteName ? 1 : 0
} else {
  await suite()
}
