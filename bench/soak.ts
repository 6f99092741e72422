import { type ChildProcess, fork } from 'node:child_process'
import { percentile } from './lib'

/**
 * Soak benchmark: mixed store and admin traffic for SOAK_SECONDS (default 600) against a server in
 * its own process. Reports errors, p99 of the first and last minute, and the server's RSS.
 * PostgreSQL when DATABASE_URL is a postgres:// URL (in a schema of its own, dropped afterwards),
 * else in-memory PGlite (also with `--pglite`).
 */
interface Ready {
  port: number
  engine: string
  publishableKey: string
  adminToken: string
}

function ask<T>(child: ChildProcess, type: string, request?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      resolve(m as T)
    }
    const onExit = (code: number) => reject(new Error(`the soak server exited (${code})`))
    child.on('message', onMessage)
    child.once('exit', onExit)
    if (request) child.send({ type: request })
  })
}

const rssOf = async (child: ChildProcess) => (await ask<{ rss: number }>(child, 'rss', 'rss')).rss

export async function benchSoak() {
  const seconds = Number(process.env.SOAK_SECONDS ?? 600)
  const connections = Number(process.env.SOAK_CONNECTIONS ?? 8)
  const usePglite = process.argv.includes('--pglite')
  const url = process.env.DATABASE_URL ?? ''
  const databaseUrl = !usePglite && /^postgres(ql)?:\/\//.test(url) ? url : 'memory://'
  const child = fork(new URL('./soak-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SOAK_DATABASE_URL: databaseUrl },
  })
  try {
    const server = await ask<Ready>(child, 'ready')
    const base = `http://127.0.0.1:${server.port}`
    const store = { 'x-publishable-api-key': server.publishableKey, 'content-type': 'application/json' }
    const admin = { authorization: `Bearer ${server.adminToken}` }
    const catalog = (await (await fetch(`${base}/store/products?limit=50`, { headers: store })).json()) as {
      products: Array<{ id: string; variants: Array<{ id: string }> }>
    }
    const products = catalog.products.filter((p) => p.variants.length > 0)
    if (!products.length) throw new Error('the demo catalogue has no products with variants')
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

    const samples: Array<[at: number, ms: number]> = []
    let requests = 0
    let errors = 0
    const started = Date.now()
    const call = async (path: string, init: RequestInit = {}) => {
      const t0 = performance.now()
      requests++
      try {
        const res = await fetch(`${base}${path}`, init)
        const body = await res.text()
        if (res.status >= 400) errors++
        samples.push([Date.now() - started, performance.now() - t0])
        return res.status < 400 ? (JSON.parse(body) as Record<string, { id: string }>) : undefined
      } catch {
        errors++
        return undefined
      }
    }
    // The mix: store browsing most, then carts, then the dashboard's lists.
    const step = async () => {
      const r = Math.random()
      if (r < 0.35) await call('/store/products?limit=20', { headers: store })
      else if (r < 0.6) await call(`/store/products/${pick(products).id}`, { headers: store })
      else if (r < 0.75) {
        const created = await call('/store/carts', { method: 'POST', headers: store, body: '{}' })
        if (!created) return
        const variant = pick(pick(products).variants)
        await call(`/store/carts/${created.cart!.id}/line-items`, {
          method: 'POST',
          headers: store,
          body: JSON.stringify({ variant_id: variant.id, quantity: 1 }),
        })
      } else if (r < 0.9) await call('/admin/products?limit=20', { headers: admin })
      else await call('/admin/orders?limit=20', { headers: admin })
    }

    const rssStart = await rssOf(child)
    let rssAfterFirstWindow = 0
    const windowMs = Math.min(60, seconds / 2) * 1000
    const firstWindowTimer = setTimeout(async () => {
      rssAfterFirstWindow = await rssOf(child)
    }, windowMs)
    const deadline = started + seconds * 1000
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) await step()
      }),
    )
    clearTimeout(firstWindowTimer)
    const rssEnd = await rssOf(child)

    const elapsed = Date.now() - started
    const p99Of = (from: number, to: number) =>
      percentile(
        samples
          .filter(([at]) => at >= from && at < to)
          .map(([, ms]) => ms)
          .sort((a, b) => a - b),
        99,
      )
    const first = p99Of(0, windowMs)
    const last = p99Of(elapsed - windowMs, elapsed + 1)
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`
    const growth = (from: number) => `${(((rssEnd - from) / from) * 100).toFixed(1)} %`
    const window = `${windowMs / 1000} s`
    console.log(
      `\nSoak: ${seconds} s, ${connections} connections, ${server.engine}; mix 35 % store list, 25 % store detail, 15 % cart create + add item, 15 % admin products, 10 % admin orders\n`,
    )
    console.log('| metric | value | goal |')
    console.log('| --- | --- | --- |')
    console.log(`| requests | ${requests} (${((requests / elapsed) * 1000).toFixed(0)}/s) | |`)
    console.log(`| errors (4xx/5xx, socket) | ${errors} | 0 |`)
    console.log(`| p99, first ${window} | ${first.toFixed(1)} ms | |`)
    console.log(`| p99, last ${window} | ${last.toFixed(1)} ms | |`)
    console.log(`| p99 last / first | ${(last / first).toFixed(2)} | < 1.5 |`)
    console.log(`| RSS before load → end | ${mb(rssStart)} → ${mb(rssEnd)} (${growth(rssStart)}) | |`)
    if (rssAfterFirstWindow)
      console.log(
        `| RSS after first ${window} → end (warm growth) | ${mb(rssAfterFirstWindow)} → ${mb(rssEnd)} (${growth(rssAfterFirstWindow)}) | < 20 % |`,
      )
  } finally {
    child.send({ type: 'stop' })
    await new Promise((r) => child.once('exit', r))
  }
}
