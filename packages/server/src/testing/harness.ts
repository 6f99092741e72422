import { readFileSync } from 'node:fs'
import { type Database, connect, isPostgresUrl, migrate } from '@mercato/db'
import { ulid } from '@mercato/domain'
import { inject } from 'vitest'
import { type MercatoApp, buildApp } from '../app'
import { type Config, loadConfig } from '../config'
import { createUser } from '../modules/users-auth'
import { issueAdminToken } from '../modules/users-auth/service'
import { testDatabaseUrl } from './global-setup'

export interface TestApp extends MercatoApp {
  database: Database
  close(): Promise<void>
}

// Read once per worker (its files share one module instance). The template is a plain, typed tar: a
// gzipped, untyped one was first untarred as it was, failed, and was then decompressed and untarred
// again, about a third of the CPU of opening each file's database.
const loadedTemplates = new Map<string, Blob>()
function templateBlob(path: string): Blob {
  let blob = loadedTemplates.get(path)
  if (!blob) {
    blob = new Blob([readFileSync(path)], { type: 'application/x-tar' })
    loadedTemplates.set(path, blob)
  }
  return blob
}

/**
 * A database of its own for one test file: a PGlite copy of the migrated template, or a fresh PostgreSQL
 * schema. With `demo`, a copy of the template with the demo store seeded where a run made one (browser
 * tests on PGlite); `seeded` tells whether it did, so the caller seeds the demo itself otherwise.
 */
export async function openTestDatabase(
  options: { demo?: boolean } = {},
): Promise<{ database: Database; seeded: boolean; dispose(): Promise<void> }> {
  const url = testDatabaseUrl()
  if (isPostgresUrl(url)) {
    const schema = `mercato_test_${ulid().toLowerCase()}`
    const admin = await connect(url, { poolSize: 1 })
    await admin.execScript(`CREATE SCHEMA "${schema}"`)
    const database = await connect(url, { schema, poolSize: 5 })
    await migrate(database)
    return {
      database,
      seeded: false,
      async dispose() {
        await database.close()
        await admin.execScript(`DROP SCHEMA "${schema}" CASCADE`)
        await admin.close()
      },
    }
  }
  const demo = options.demo ? inject('pgliteDemoTemplate') : undefined
  const template = demo || inject('pgliteTemplate')
  const database = await connect('memory://', template ? { loadDataDir: templateBlob(template) } : {})
  if (!template) await migrate(database)
  return { database, seeded: !!demo, dispose: () => database.close() }
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase()
  const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent', ...overrides }
  const built = await buildApp({ database, config, logger: false, adminDist: null })
  return {
    ...built,
    database,
    async close() {
      await built.app.close()
      await dispose()
    },
  }
}

export interface AdminCredentials {
  id: string
  email: string
  password: string
  token: string
  headers: { authorization: string }
}

let adminCounter = 0

/** Creates a staff user and a bearer token for it. */
export async function createAdmin(
  t: MercatoApp,
  role: 'admin' | 'member' | 'developer' = 'admin',
): Promise<AdminCredentials> {
  const email = `admin${++adminCounter}-${ulid().toLowerCase()}@example.com`
  const password = 'correct-horse-battery'
  const row = await createUser(t.ctx, { email, password, role })
  const token = issueAdminToken(t.ctx, row.id)
  return { id: row.id, email, password, token, headers: { authorization: `Bearer ${token}` } }
}

/** Records events as they are published (after commit). */
export function recordEvents(t: MercatoApp, name = '*') {
  const seen: Array<{ name: string; data: any }> = []
  t.ctx.events.subscribe(name, (data, eventName) => {
    seen.push({ name: eventName, data })
  })
  return seen
}
