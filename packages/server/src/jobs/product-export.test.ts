import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../testing/harness'
import { majorUnits } from './product-export'
import { createJob, snapshot, uploadCsv, waitForJob } from './test-helpers'
import { type Worker, startWorker } from './worker'

interface Side {
  t: TestApp
  admin: AdminCredentials
  worker: Worker
}
let source: Side
let target: Side
const dir = mkdtempSync(join(tmpdir(), 'mercato-export-'))

async function side(region: string): Promise<Side> {
  const t = await startTestApp({ uploadsDir: dir })
  const admin = await createAdmin(t)
  await t.database.query(`INSERT INTO region (id, name, currency_code) VALUES ($1, 'Europe', 'eur')`, [
    region,
  ])
  return { t, admin, worker: startWorker(t.ctx, { pollMs: 20 }) }
}

beforeAll(async () => {
  source = await side('reg_source_eu')
  target = await side('reg_target_eu')
  // An import never creates sales channels (a misspelt one would move products out of the shop): a
  // restore into another store finds them there, as it finds the regions.
  await target.t.database.query(
    `INSERT INTO sales_channel (id, name, description) VALUES ('sc_target_wholesale', 'Wholesale', 'B2B; "net" prices')`,
  )
  await seedCatalogue(source.t)
})
afterAll(async () => {
  for (const s of [source, target]) {
    await s?.worker.stop()
    await s?.t.close()
  }
  rmSync(dir, { recursive: true, force: true })
})

/** A small catalogue written with SQL: every column the CSV carries is set somewhere. */
async function seedCatalogue(t: TestApp) {
  const q = (text: string, params: unknown[] = []) => t.database.query(text, params)
  const [ch] = await q(`SELECT default_sales_channel_id AS id FROM store`)
  const [sp] = await q(`SELECT id FROM shipping_profile WHERE type = 'default'`)
  await q(
    `INSERT INTO sales_channel (id, name, description) VALUES ('sc_wholesale', 'Wholesale', 'B2B; "net" prices')`,
  )
  await q(`INSERT INTO product_collection (id, title, handle) VALUES ('pcol_w', 'Winter', 'winter')`)
  await q(`INSERT INTO product_type (id, value) VALUES ('ptyp_h', 'Hoodie')`)
  await q(`INSERT INTO product_tag (id, value) VALUES ('ptag_w', 'warm'), ('ptag_c', 'cotton')`)
  await q(
    `INSERT INTO product_category (id, name, description, handle, mpath) VALUES ('pcat_tops', 'Tops', 'Upper body', 'tops', 'pcat_tops.')`,
  )
  await q(
    `INSERT INTO product (id, title, subtitle, description, handle, status, thumbnail, weight, length, height, width, hs_code,
       origin_country, mid_code, material, collection_id, type_id, discountable, external_id, profile_id)
     VALUES ('prod_hoodie', 'Hoodie', 'Warm', E'Line one; "quoted"\nline two', 'hoodie', 'published', 'https://cdn.test/h.png',
       500, 30, 5, 20, '6110', 'pt', 'MID1', 'cotton', 'pcol_w', 'ptyp_h', false, 'ext-1', $1),
       ('prod_sticker', 'Sticker', NULL, NULL, 'sticker', 'draft', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, true, NULL, $1),
       ('prod_bare', 'Bare', NULL, NULL, 'bare', 'proposed', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, true, NULL, $1)`,
    [sp!.id],
  )
  await q(
    `INSERT INTO product_image (id, product_id, url, rank) VALUES ('img_1', 'prod_hoodie', 'https://cdn.test/h.png', 0), ('img_2', 'prod_hoodie', 'https://cdn.test/h2.png', 1)`,
  )
  await q(`INSERT INTO product_tags VALUES ('prod_hoodie', 'ptag_w'), ('prod_hoodie', 'ptag_c')`)
  await q(
    `INSERT INTO product_sales_channel VALUES ('prod_hoodie', $1), ('prod_hoodie', 'sc_wholesale'), ('prod_sticker', $1)`,
    [ch!.id],
  )
  await q(`INSERT INTO product_category_product VALUES ('pcat_tops', 'prod_hoodie')`)
  await q(
    `INSERT INTO product_option (id, title, product_id, rank) VALUES ('opt_size', 'Size', 'prod_hoodie', 0), ('opt_color', 'Color', 'prod_hoodie', 1)`,
  )
  const variants = [
    ['variant_sr', 'S / Red', 'H-S-R', 'S', 'Red', 0],
    ['variant_sb', 'S / Blue', 'H-S-B', 'S', 'Blue', 1],
    ['variant_mr', 'M / Red', 'H-M-R', 'M', 'Red', 2],
  ] as const
  for (const [id, title, sku, size, color, rank] of variants) {
    await q(
      `INSERT INTO product_variant (id, title, product_id, sku, barcode, variant_rank, inventory_quantity, allow_backorder, manage_inventory, weight, origin_country)
       VALUES ($1, $2, 'prod_hoodie', $3, $4, $5, $6, $7, $8, 510, 'pt')`,
      [id, title, sku, `BC-${sku}`, rank, 10 + rank, rank === 1, rank !== 2],
    )
    await q(
      `INSERT INTO product_option_value (id, value, option_id, variant_id) VALUES ($1, $2, 'opt_size', $4), ($5, $3, 'opt_color', $4)`,
      [`optval_s_${id}`, size, color, id, `optval_c_${id}`],
    )
  }
  await q(
    `INSERT INTO product_variant (id, title, product_id, sku) VALUES ('variant_st', 'Sticker', 'prod_sticker', 'STICK')`,
  )
  await q(
    `INSERT INTO money_amount (id, currency_code, amount, region_id, variant_id) VALUES
     ('ma_1', 'usd', 4999, NULL, 'variant_sr'), ('ma_2', 'eur', 4550, 'reg_source_eu', 'variant_sr'), ('ma_3', 'jpy', 7000, NULL, 'variant_sr'),
     ('ma_4', 'usd', 4999, NULL, 'variant_sb'), ('ma_5', 'usd', 5500, NULL, 'variant_mr'), ('ma_6', 'usd', 50, NULL, 'variant_st')`,
  )
}

async function exportCsv(s: Side) {
  const job = await createJob(s.t, s.admin, { type: 'product-export', context: {} })
  const done = await waitForJob(s.t, s.admin, job.id)
  expect(done.status).toBe('completed')
  const link = await s.t.app.inject({
    method: 'POST',
    url: '/admin/uploads/download-url',
    headers: s.admin.headers,
    payload: { file_key: done.result.file_key },
  })
  const url = new URL(link.json().download_url)
  const file = await s.t.app.inject({ method: 'GET', url: url.pathname + url.search })
  expect(file.statusCode).toBe(200)
  expect(Number(file.headers['content-length'])).toBe(done.result.file_size)
  return { job: done, text: file.body }
}

describe('product export', () => {
  it('writes the contract CSV: ; delimiter, CRLF, one row per variant, major-unit prices', async () => {
    const { job, text } = await exportCsv(source)
    expect(job.result).toMatchObject({ count: 3, advancement_count: 3 })
    expect(job.result.stat_descriptors[0]).toEqual({
      key: 'product-export-count',
      name: 'Products to export',
      message: 'There will be 3 products exported by this action',
    })
    expect(job.result.file_key).toMatch(/^[0-9A-Z]{26}-product-export\.csv$/)
    // A UTF-8 BOM first, so Excel reads the text as UTF-8; the import drops it (the round trips below).
    expect(text.startsWith('\uFEFFProduct Id;')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines.at(-1)).toBe('')
    const header = lines[0]!.split(';')
    expect(header.slice(0, 4)).toEqual(['Product Id', 'Product Handle', 'Product Title', 'Product Subtitle'])
    expect(header).toContain('Variant Manage Inventory')
    expect(header.filter((h) => h.startsWith('Price '))).toEqual([
      'Price JPY',
      'Price USD',
      'Price Europe [EUR]',
    ])
    expect(header).toContain('Option 2 Value')
    expect(header).toContain('Image 2 Url')
    expect(header).toContain('Sales Channel 2 Id')
    expect(header).toContain('Product Category 1 Description')
    // 3 hoodie variants + sticker + the product without variants; the description's line break is quoted.
    expect(text).toContain('"Line one; ""quoted""\nline two"')
    expect(text.split('\r\n').filter((l) => l.startsWith('prod_')).length).toBe(5)
    const sr = lines.find((l) => l.includes('H-S-R'))!
    expect(sr).toContain(';Size;S;Color;Red;7000;49.99;45.5;')
  })

  it('round-trips into an empty database as the same catalogue', async () => {
    const { text } = await exportCsv(source)
    const fileKey = await uploadCsv(target.t, target.admin, text)
    const job = await createJob(target.t, target.admin, {
      type: 'product-import',
      context: { fileKey, unknown_ids: 'create' },
    })
    const done = await waitForJob(target.t, target.admin, job.id)
    expect(done.status, JSON.stringify(done.result.errors)).toBe('completed')
    expect(done.result.operations).toEqual({
      products_create: 3,
      products_update: 0,
      products_unchanged: 0,
      variants_create: 4,
      variants_update: 0,
      variants_unchanged: 0,
    })
    expect(await snapshot(target.t)).toEqual(await snapshot(source.t))
  })

  it('imports its own export back as updates that change nothing', async () => {
    const before = await snapshot(source.t)
    const { text } = await exportCsv(source)
    const fileKey = await uploadCsv(source.t, source.admin, text)
    const job = await createJob(source.t, source.admin, { type: 'product-import', context: { fileKey } })
    const done = await waitForJob(source.t, source.admin, job.id)
    expect(done.status, JSON.stringify(done.result.errors)).toBe('completed')
    expect(done.result.operations).toEqual({
      products_create: 0,
      products_update: 0,
      products_unchanged: 3,
      variants_create: 0,
      variants_update: 0,
      variants_unchanged: 4,
    })
    expect(await snapshot(source.t)).toEqual(before)
  })

  it('without unknown_ids=create, ids from another store are refused', async () => {
    const { text } = await exportCsv(source)
    const fileKey = await uploadCsv(target.t, target.admin, text.replaceAll('prod_hoodie', 'prod_other'))
    const job = await createJob(target.t, target.admin, { type: 'product-import', context: { fileKey } })
    const done = await waitForJob(target.t, target.admin, job.id)
    expect(done.status).toBe('failed')
    expect(done.result.errors[0]).toBe('Row 3: Product with id prod_other was not found')
    expect(done.result.error_details[0]).toEqual({
      row: 3,
      code: 'unknown_product',
      message: 'Row 3: Product with id prod_other was not found',
    })
  })

  it('exports the selection the context asks for', async () => {
    const job = await createJob(source.t, source.admin, {
      type: 'product-export',
      context: { filterable_fields: { status: ['published', 'draft'] }, order: '-handle', limit: 1 },
    })
    const done = await waitForJob(source.t, source.admin, job.id)
    expect(done.result.count).toBe(1)
    const link = await source.t.app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      headers: source.admin.headers,
      payload: { file_key: done.result.file_key },
    })
    const url = new URL(link.json().download_url)
    const text = (await source.t.app.inject({ method: 'GET', url: url.pathname + url.search })).body
    // Published and draft, by handle descending, the first one: the sticker (draft).
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(';')[1]),
    ).toEqual(['sticker'])
  })

  it('writes prices back in major units', () => {
    expect(majorUnits(1250, 'usd')).toBe('12.5')
    expect(majorUnits(1999, 'eur')).toBe('19.99')
    expect(majorUnits(1000, 'usd')).toBe('10')
    expect(majorUnits(5, 'usd')).toBe('0.05')
    expect(majorUnits(1500, 'jpy')).toBe('1500')
  })
})
