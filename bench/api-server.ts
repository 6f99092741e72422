// The server side of `npm run bench -- api`, in a process of its own so that its CPU time is the
// server's alone. Started by bench/api.ts over IPC; not meant to be run by hand.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect, isPostgresUrl, migrate, store } from '@mercato/db'
import { ulid } from '@mercato/domain'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { startEmbeddedUpkeep } from '../packages/server/src/lib/embedded-upkeep'
import { insertOption, insertShopRegion } from '../packages/server/src/modules/carts/test-helpers'
import { insertBulkCatalog } from '../packages/server/src/modules/catalog/bulk-seed'
import { createUser, issueAdminToken } from '../packages/server/src/modules/users-auth/service'
import { openBenchDatabase } from './lib'

export const PRODUCTS = 1_000

export interface Ready {
  port: number
  regionId: string
  optionId: string
  adminToken: string
  /** PostgreSQL only: the application_name of the server's connections, to find their backends. */
  applicationName?: string
}

export async function serveApiBench() {
  const url = process.env.API_BENCH_DATABASE_URL!
  const applicationName = `mercato-api-bench-${ulid().toLowerCase()}`
  let opened: { database: Awaited<ReturnType<typeof connect>>; dispose(): Promise<void> }
  if (isPostgresUrl(url)) {
    const withName = `${url}${url.includes('?') ? '&' : '?'}application_name=${applicationName}`
    opened = await openBenchDatabase(withName)
  } else {
    // What `npm start` gives: PGlite in a data folder, not in memory.
    const folder = mkdtempSync(join(tmpdir(), 'mercato-api-bench-'))
    const database = await connect(folder)
    await migrate(database)
    opened = {
      database,
      dispose: async () => {
        await database.close()
        rmSync(folder, { recursive: true, force: true })
      },
    }
  }
  const { database, dispose } = opened
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
  const built = await buildApp({ database, config, logger: false, adminDist: null })
  const [s] = await database.db.select().from(store)
  await insertBulkCatalog(database, {
    products: PRODUCTS,
    salesChannelId: s!.default_sales_channel_id!,
    prefix: 'API',
  })
  // Enough stock that checkout never runs out during a run.
  await database.query(`UPDATE product_variant SET inventory_quantity = 1000000 WHERE id LIKE 'variant_API%'`)
  const regionId = await insertShopRegion(built, { countries: ['us'], providers: ['manual'], tax_rate: 10 })
  const optionId = await insertOption(built, regionId, { amount: 500 })
  const admin = await createUser(built.ctx, {
    email: 'bench@example.com',
    password: 'bench-password',
    role: 'admin',
  })
  // As `npm start` does: the embedded database's stand-in for autovacuum (a no-op on PostgreSQL).
  const stopUpkeep = startEmbeddedUpkeep(database, (e) => console.error('upkeep failed', e))
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const ready: Ready = {
    port: (built.app.server.address() as AddressInfo).port,
    regionId,
    optionId,
    adminToken: issueAdminToken(built.ctx, admin.id),
    ...(isPostgresUrl(url) ? { applicationName } : {}),
  }
  process.send!({ type: 'ready', ...ready })
  process.on('message', async (m: { type: string }) => {
    if (m.type === 'cpu') process.send!({ type: 'cpu', cpu: process.cpuUsage() })
    if (m.type === 'stop') {
      await built.app.close()
      await stopUpkeep()
      await dispose()
      process.exit(0)
    }
  })
}

if (process.argv.includes('--serve')) await serveApiBench()
