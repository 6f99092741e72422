import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Database } from './connect'
import { COUNTRIES } from './reference/countries'
import { CURRENCIES } from './reference/currencies'

// Resolved through the package, so it holds when the server runs from a bundle.
export const MIGRATIONS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@mercato/db/package.json')),
  'migrations',
)
const MIGRATION_LOCK = 727_001

export interface Migration {
  name: string
  sql: string
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/**
 * Applies pending SQL migrations in order, each in its own transaction, then loads reference data.
 * Several processes may start at once on PostgreSQL: an advisory lock makes them take turns.
 * Returns the names of the migrations it applied.
 */
export async function migrate(database: Database, migrations = loadMigrations()): Promise<string[]> {
  return database.withExclusiveLock(MIGRATION_LOCK, async () => {
    await database.execScript(
      'CREATE TABLE IF NOT EXISTS mercato_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const done = new Set(
      (await database.query<{ name: string }>('SELECT name FROM mercato_migration')).map((r) => r.name),
    )
    const applied: string[] = []
    for (const m of migrations) {
      if (done.has(m.name)) continue
      const escaped = m.name.replace(/'/g, "''")
      await database.execScript(
        `BEGIN;\n${m.sql}\n;INSERT INTO mercato_migration (name) VALUES ('${escaped}');\nCOMMIT;`,
      )
      applied.push(m.name)
    }
    if (applied.length > 0) await loadReferenceData(database)
    return applied
  })
}

/** ISO 4217 currencies and ISO 3166 countries; idempotent. */
export async function loadReferenceData(database: Database): Promise<void> {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`
  const currencies = CURRENCIES.map(
    ([code, name, symbol, native]) => `(${q(code)},${q(symbol)},${q(native)},${q(name)})`,
  )
  const countries = COUNTRIES.map(
    ([iso2, iso3, num, name]) => `(${q(iso2)},${q(iso3)},${num},${q(name.toUpperCase())},${q(name)})`,
  )
  await database.execScript(
    `INSERT INTO currency (code, symbol, symbol_native, name) VALUES ${currencies.join(',')} ON CONFLICT (code) DO NOTHING;
     INSERT INTO country (iso_2, iso_3, num_code, name, display_name) VALUES ${countries.join(',')} ON CONFLICT (iso_2) DO NOTHING;`,
  )
}
