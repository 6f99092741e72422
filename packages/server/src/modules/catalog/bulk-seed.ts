import type { Database } from '@mercato/db'

/**
 * Inserts a synthetic catalogue with set-based SQL (generate_series), fast enough for a million
 * products: every product published in the given channel, with one "Size" option, `variantsPerProduct`
 * variants and one price per currency. Ids are deterministic per `prefix`, so several batches can
 * coexist. Used by the query-count test and the catalogue benchmark.
 */
export interface BulkCatalogOptions {
  products: number
  variantsPerProduct?: number
  currencies?: string[]
  salesChannelId: string
  /** Distinguishes batches: ids and handles include it (A–Z and digits, ≤ 6 characters). */
  prefix?: string
  /**
   * Drop the loaded tables' secondary indexes and foreign keys for the load and rebuild them after it:
   * several times faster for a large load into a near-empty catalogue (a bench database), and the
   * rebuilt indexes are compact. Primary keys stay. Not for a database others are using meanwhile.
   */
  deferIndexes?: boolean
}

const LOADED_TABLES = [
  'product',
  'product_sales_channel',
  'product_option',
  'product_variant',
  'product_option_value',
  'money_amount',
]

const WORDS_A = ['Red', 'Blue', 'Green', 'Black', 'White', 'Linen', 'Wool', 'Cotton', 'Denim', 'Silk']
const WORDS_B = ['Shirt', 'Mug', 'Lamp', 'Chair', 'Scarf', 'Jacket', 'Vase', 'Sneaker', 'Blanket', 'Poster']

export async function insertBulkCatalog(database: Database, options: BulkCatalogOptions): Promise<void> {
  const n = options.products
  const per = options.variantsPerProduct ?? 3
  const currencies = options.currencies ?? ['usd', 'eur']
  const prefix = (options.prefix ?? 'BULK').toUpperCase()
  if (!/^[0-9A-Z]{1,6}$/.test(prefix)) throw new Error('prefix must be 1–6 letters or digits')
  const pad = 26 - prefix.length
  const lit = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`
  const [profile] = await database.query<{ id: string }>(
    `SELECT id FROM shipping_profile WHERE type = 'default' AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
  )
  const deferred = options.deferIndexes ? await dropSecondaryIndexes(database) : undefined
  // Products get distinct created_at values, newest with the highest number, like a real shop's history.
  await database.query(
    `INSERT INTO product (id, title, subtitle, description, handle, status, profile_id, created_at, updated_at)
     SELECT 'prod_${prefix}' || lpad(i::text, ${pad}, '0'),
            (${lit(WORDS_A)})[1 + i % 10] || ' ' || (${lit(WORDS_B)})[1 + (i / 10) % 10] || ' ${prefix} ' || i,
            'Subtitle ' || i,
            'A ' || lower((${lit(WORDS_A)})[1 + (i / 7) % 10]) || ' piece for every day, number ' || i,
            '${prefix.toLowerCase()}-product-' || i,
            'published', $1, now() - make_interval(secs => $2 - i), now()
       FROM generate_series(1, $2) AS i`,
    [profile?.id ?? null, n],
  )
  await database.query(
    `INSERT INTO product_sales_channel (product_id, sales_channel_id)
     SELECT 'prod_${prefix}' || lpad(i::text, ${pad}, '0'), $1 FROM generate_series(1, $2) AS i`,
    [options.salesChannelId, n],
  )
  await database.query(
    `INSERT INTO product_option (id, title, product_id, rank)
     SELECT 'opt_${prefix}' || lpad(i::text, ${pad}, '0'), 'Size', 'prod_${prefix}' || lpad(i::text, ${pad}, '0'), 0
       FROM generate_series(1, $1) AS i`,
    [n],
  )
  const variantIds = `FROM generate_series(1, $1) AS i, generate_series(1, $2) AS j`
  const vid = `'variant_${prefix}' || lpad((i * $2 + j)::text, ${pad}, '0')`
  await database.query(
    `INSERT INTO product_variant (id, title, product_id, sku, variant_rank, inventory_quantity, manage_inventory)
     SELECT ${vid}, (ARRAY['S','M','L','XL','XXL'])[1 + (j - 1) % 5], 'prod_${prefix}' || lpad(i::text, ${pad}, '0'),
            '${prefix}-' || i || '-' || j, j - 1, 10, true
       ${variantIds}`,
    [n, per],
  )
  await database.query(
    `INSERT INTO product_option_value (id, value, option_id, variant_id)
     SELECT 'optval_${prefix}' || lpad((i * $2 + j)::text, ${pad}, '0'), (ARRAY['S','M','L','XL','XXL'])[1 + (j - 1) % 5],
            'opt_${prefix}' || lpad(i::text, ${pad}, '0'), ${vid}
       ${variantIds}`,
    [n, per],
  )
  await database.query(
    `INSERT INTO money_amount (id, currency_code, amount, variant_id)
     SELECT 'ma_${prefix}' || lpad(((i * $2 + j) * $4 + k)::text, ${pad}, '0'), ($3::text[])[k + 1],
            1000 + (i % 50) * 100 + j * 10, ${vid}
       ${variantIds}, generate_series(0, $4 - 1) AS k`,
    [n, per, currencies, currencies.length],
  )
  if (deferred) await deferred.restore()
  // Fresh statistics, visibility maps (index-only scans) and merged trigram pending lists.
  for (const table of LOADED_TABLES) await database.execScript(`VACUUM ANALYZE ${table}`)
}

/**
 * Drops the secondary indexes (those that back no constraint) and the foreign keys of the loaded tables;
 * `restore` recreates them from their saved definitions, which also validates the loaded rows.
 */
async function dropSecondaryIndexes(database: Database): Promise<{ restore(): Promise<void> }> {
  const tables = LOADED_TABLES.map((t) => `to_regclass('${t}')`).join(', ')
  const indexes = await database.query<{ name: string; definition: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE i.indrelid IN (${tables})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  )
  const keys = await database.query<{ table: string; name: string; definition: string }>(
    `SELECT k.conrelid::regclass::text AS table, quote_ident(k.conname) AS name,
            pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k WHERE k.contype = 'f' AND k.conrelid IN (${tables})`,
  )
  await database.execScript(
    [
      ...keys.map((k) => `ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name};`),
      ...indexes.map((i) => `DROP INDEX ${i.name};`),
    ].join('\n'),
  )
  return {
    async restore() {
      // One script per statement keeps each step short; the memory setting speeds the sorts.
      const work = `SET LOCAL maintenance_work_mem = '256MB';`
      for (const i of indexes) await database.execScript(`${work} ${i.definition};`)
      for (const k of keys)
        await database.execScript(`${work} ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.definition};`)
    },
  }
}
