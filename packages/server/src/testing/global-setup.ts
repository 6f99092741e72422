import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, connect, isPostgresUrl, migrate } from '@mercato/db'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** The migrated template with the demo store seeded; made for browser tests only (e2e/global-setup.ts). */
    pgliteDemoTemplate?: string
  }
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz'

/** Test schemas are named mercato_test_<ulid>; the ULID's first ten characters are its creation time. */
function schemaAgeMs(name: string): number {
  const time = name.slice('mercato_test_'.length, 'mercato_test_'.length + 10)
  let ms = 0
  for (const ch of time) ms = ms * 32 + CROCKFORD.indexOf(ch)
  return Date.now() - ms
}

/**
 * Tests never create databases, so the copy each test file loads leaves out PostgreSQL's two template
 * databases: 15 of its 44 MB, and about a third of the CPU a file spends opening its database.
 */
async function dropTemplateDatabases(database: Database) {
  await database.execScript(
    "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  )
  // One statement per call: DROP DATABASE refuses to run inside a multi-statement script.
  await database.execScript('DROP DATABASE template0')
  await database.execScript('DROP DATABASE template1')
  await database.execScript('CHECKPOINT')
}

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'memory://'
}

/**
 * Migrates once per run. PGlite: one migrated instance is dumped and every test file starts from a
 * copy (starting and migrating costs seconds). PostgreSQL: schemas left by an earlier run are dropped;
 * each test file then migrates a schema of its own.
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl()
  if (isPostgresUrl(url)) {
    const admin = await connect(url)
    const schemas = await admin.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'mercato_test_%'",
    )
    // Only schemas older than an hour: another run may be using the recent ones right now.
    for (const { nspname } of schemas.filter((s) => schemaAgeMs(s.nspname) > 60 * 60 * 1000)) {
      await admin.execScript(`DROP SCHEMA "${nspname}" CASCADE`)
    }
    await admin.execScript('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public')
    await admin.close()
    project.provide('pgliteTemplate', '')
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'mercato-test-'))
  const database = await connect('memory://')
  await migrate(database)
  await dropTemplateDatabases(database)
  const dump = await database.dumpDataDir?.()
  await database.close()
  const file = join(dir, 'template.tar')
  if (dump) writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', dump ? file : '')
  return () => rmSync(dir, { recursive: true, force: true })
}
