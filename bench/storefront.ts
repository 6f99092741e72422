import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { DEFAULT_STOREFRONT_DIST } from '../packages/server/src/http/storefront'
import { seedDemo } from '../packages/server/src/seed'
import { openBenchDatabase } from './lib'

/**
 * Storefront benchmark on the demo seed (PostgreSQL when DATABASE_URL is a postgres:// URL, else
 * in-memory PGlite): server-render time of a product page under load, the JavaScript its HTML loads
 * (gzip -9), and Lighthouse performance and accessibility of the home, product and cart pages.
 */
export interface BenchStorefrontOptions {
  connections?: number
  /** Seconds of load on the product page (after a one-second warm-up). */
  duration?: number
  databaseUrl?: string
  chromePath?: string
  log?: (line: string) => void
}

interface AutocannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number }
  errors: number
  non2xx: number
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

/** Every script the page loads up front: module entries and their preloaded chunks. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!)
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]!)
  return [...urls]
}

async function pageJsGzip(baseUrl: string, path: string) {
  const html = await (await fetch(baseUrl + path)).text()
  let raw = 0
  let gzip = 0
  for (const url of scriptUrls(html)) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { raw, gzip, scripts: scriptUrls(html).length }
}

interface Scores {
  performance: number
  accessibility: number
}

/** Lighthouse (mobile defaults) in local Chromium, one page at a time. */
async function lighthouseScores(urls: string[], chromePath: string): Promise<Scores[]> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const scores: Scores[] = []
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const categories = result?.lhr.categories
      scores.push({
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      })
    }
    return scores
  } finally {
    await chrome.kill()
  }
}

export async function benchStorefront(options: BenchStorefrontOptions = {}) {
  const log = options.log ?? console.log
  const connections = options.connections ?? 32
  const duration = options.duration ?? 10
  const { database, dispose } = await openBenchDatabase(options.databaseUrl ?? process.env.DATABASE_URL ?? '')
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
  const { app, ctx } = await buildApp({ database, config, logger: false, adminDist: null })
  try {
    const { publishableKey } = await seedDemo(ctx)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const { products } = (await (
      await fetch(`${baseUrl}/store/products?limit=1`, {
        headers: { 'x-publishable-api-key': publishableKey ?? '' },
      })
    ).json()) as { products: { handle: string }[] }
    const productPath = `/products/${products[0]!.handle}`
    const page = await fetch(baseUrl + productPath)
    if (!page.ok || !(await page.text()).includes('<h1'))
      throw new Error(
        `${productPath} is not server-rendered (is the storefront built? ${DEFAULT_STOREFRONT_DIST})`,
      )

    await autocannon({ url: baseUrl + productPath, connections, duration: 1 })
    const load = await autocannon({ url: baseUrl + productPath, connections, duration })
    const js = await pageJsGzip(baseUrl, productPath)
    const pages = [
      ['home', '/'],
      ['product', productPath],
      ['cart', '/cart'],
    ] as const
    const scores = await lighthouseScores(
      pages.map(([, path]) => baseUrl + path),
      options.chromePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    )

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    const db = options.databaseUrl?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite'
    log(`\n### Storefront (${db}, demo seed, ${connections} connections, ${duration} s)\n`)
    log('| Measure | Value | Goal |')
    log('| --- | --- | --- |')
    log(`| Product page SSR p50 | ${load.latency.p50} ms | |`)
    log(`| Product page SSR p99 | ${load.latency.p99} ms | |`)
    log(`| Product page throughput | ${Math.round(load.requests.average)} req/s | |`)
    log(`| Errors / non-2xx | ${load.errors} / ${load.non2xx} | 0 |`)
    log(`| Product page JS (${js.scripts} scripts) | ${kb(js.gzip)} gzip -9 (${kb(js.raw)} raw) | ≤ 100 KB |`)
    pages.forEach(([name], i) => {
      log(`| Lighthouse ${name}: performance | ${scores[i]!.performance} | ≥ 90 |`)
      log(`| Lighthouse ${name}: accessibility | ${scores[i]!.accessibility} | ≥ 90 |`)
    })
    return { load, js, scores }
  } finally {
    await app.close()
    await dispose()
  }
}
