import { describe, expect, it } from 'vitest'
import { importTestApp } from '../product-import-fixture'
import { csv, waitForJob } from '../test-helpers'

// Defects found importing a shop's catalogue: names matched by spelling, unknown sales channels,
// Windows-1252 files, row numbers after multi-line cells, and the stock error's wording.

const { app, admin, q, runImport } = importTestApp(async (t) => {
  await t.database.query(`INSERT INTO sales_channel (id, name) VALUES ('sc_web', 'Web Store')`)
  await t.database.query(
    `INSERT INTO product_collection (id, title, handle) VALUES ('pcol_cozy', 'Cozy Home', 'Cozy-Home')`,
  )
  await t.database.query(`INSERT INTO product_type (id, value) VALUES ('ptyp_mug', 'Mug')`)
  await t.database.query(
    `INSERT INTO product_category (id, name, handle, mpath, rank, is_active) VALUES
       ('pcat_a', 'Kitchen', 'kitchen', 'pcat_a.', 0, true), ('pcat_b', 'Living', 'living', 'pcat_b.', 1, true)`,
  )
})

const HEADER = [
  'Product Handle',
  'Product Title',
  'Product Collection Handle',
  'Product Type',
  'Product Tags',
  'Sales Channel 1 Name',
  'Product Category 1 Handle',
  'Product Category 1 Name',
  'Variant SKU',
]

async function confirm(id: string) {
  const res = await app().app.inject({
    method: 'POST',
    url: `/admin/batch-jobs/${id}/confirm`,
    headers: admin().headers,
  })
  expect(res.statusCode).toBe(200)
  return waitForJob(app(), admin(), id)
}

describe('product import: references by name', () => {
  it('refuses a sales channel that does not exist instead of creating it', async () => {
    const job = await runImport(
      csv(HEADER, [
        {
          'Product Handle': 'mug-typo',
          'Product Title': 'Mug',
          'Sales Channel 1 Name': 'Web Stor',
          'Variant SKU': 'T-1',
        },
      ]),
    )
    expect(job.status).toBe('failed')
    expect(job.result.error_details[0]).toMatchObject({ row: 2, code: 'unknown_sales_channel' })
    expect(job.result.errors[0]).toContain('Row 2: sales channel "Web Stor" does not exist')
    expect(await q(`SELECT id FROM sales_channel WHERE name ILIKE 'web stor'`)).toEqual([])
  })

  it('matches stored names case-insensitively and names what it creates before confirming', async () => {
    const job = await runImport(
      csv(HEADER, [
        {
          'Product Handle': 'mug-a',
          'Product Title': 'Mug A',
          'Product Collection Handle': 'cozy-home',
          'Product Type': 'MUG',
          'Product Tags': 'Stoneware',
          'Sales Channel 1 Name': ' web store ',
          'Product Category 1 Handle': 'KITCHEN',
          'Variant SKU': 'A-1',
        },
        {
          'Product Handle': 'mug-b',
          'Product Title': 'Mug B',
          'Product Collection Handle': 'Cozy Hom',
          'Product Tags': 'stoneware, Gift',
          'Sales Channel 1 Name': 'Web Store',
          'Product Category 1 Handle': 'mugs',
          'Product Category 1 Name': 'Mugs',
          'Variant SKU': 'B-1',
        },
      ]),
      { dry_run: true },
    )
    expect(job.status, JSON.stringify(job.result.errors)).toBe('pre_processed')
    expect(job.result.new_references).toEqual({
      collections: { total: 1, listed: [{ handle: 'Cozy Hom', title: 'Cozy Hom' }] },
      categories: { total: 1, listed: [{ handle: 'mugs', name: 'Mugs' }] },
      types: { total: 0, listed: [] },
      tags: { total: 2, listed: ['Stoneware', 'Gift'] },
    })
    expect((await confirm(job.id)).status).toBe('completed')
    const products = await q(
      `SELECT p.handle, c.handle AS collection, t.value AS type,
         (SELECT string_agg(sc.id, ',') FROM product_sales_channel psc JOIN sales_channel sc ON sc.id = psc.sales_channel_id
           WHERE psc.product_id = p.id) AS channels,
         (SELECT string_agg(pc.handle, ',') FROM product_category_product pcp JOIN product_category pc ON pc.id = pcp.product_category_id
           WHERE pcp.product_id = p.id) AS categories
       FROM product p LEFT JOIN product_collection c ON c.id = p.collection_id LEFT JOIN product_type t ON t.id = p.type_id
       WHERE p.handle LIKE 'mug-%' ORDER BY p.handle`,
    )
    expect(products).toEqual([
      { handle: 'mug-a', collection: 'Cozy-Home', type: 'Mug', channels: 'sc_web', categories: 'kitchen' },
      { handle: 'mug-b', collection: 'Cozy Hom', type: null, channels: 'sc_web', categories: 'mugs' },
    ])
    // No second channel, one tag per name; the new category is last among the top level and inactive.
    expect(await q(`SELECT count(*)::int AS n FROM sales_channel WHERE lower(name) = 'web store'`)).toEqual([
      { n: 1 },
    ])
    expect(await q(`SELECT value FROM product_tag WHERE lower(value) = 'stoneware'`)).toEqual([
      { value: 'Stoneware' },
    ])
    expect(
      await q(
        `SELECT handle, rank, is_active, is_internal FROM product_category WHERE parent_category_id IS NULL ORDER BY rank`,
      ),
    ).toEqual([
      { handle: 'kitchen', rank: 0, is_active: true, is_internal: false },
      { handle: 'living', rank: 1, is_active: true, is_internal: false },
      { handle: 'mugs', rank: 2, is_active: false, is_internal: false },
    ])
  })
})

describe('product import: files from spreadsheets', () => {
  it('reads a Windows-1252 file and says so; accepts a UTF-8 BOM', async () => {
    const text = csv(
      ['Product Handle', 'Product Title'],
      [{ 'Product Handle': 'mug-1252', 'Product Title': 'Stoneware Mug – Café Crème' }],
    )
    // Windows-1252: one byte a letter, the en dash being 0x96.
    const bytes = Buffer.from(text, 'latin1')
    bytes.forEach((_, i) => {
      if (text[i] === '–') bytes[i] = 0x96
    })
    const job = await runImport(bytes, { dry_run: true })
    expect(job.status, JSON.stringify(job.result.errors)).toBe('pre_processed')
    expect(job.result.encoding).toBe('windows-1252')
    expect(job.result.changes[0].product.title).toBe('Stoneware Mug – Café Crème')
    expect((await confirm(job.id)).status).toBe('completed')
    expect(await q(`SELECT title FROM product WHERE handle = 'mug-1252'`)).toEqual([
      { title: 'Stoneware Mug – Café Crème' },
    ])

    const bom = await runImport(
      `\uFEFF${csv(['Product Handle', 'Product Title'], [{ 'Product Handle': 'mug-bom', 'Product Title': 'Κούπα' }])}`,
      {
        dry_run: true,
      },
    )
    expect(bom.status).toBe('pre_processed')
    expect(bom.result.encoding).toBeUndefined()
    expect(bom.result.changes[0].product.title).toBe('Κούπα')
  })

  it('numbers rows as a spreadsheet does, whatever line breaks quoted cells hold', async () => {
    const text = [
      'Product Handle;Product Title;Product Description',
      'ok-1;One;"line one\nline two\nline three"',
      'ok-2;Two;"a\r\nb"',
      ';Missing handle;x',
    ].join('\r\n')
    const job = await runImport(text)
    expect(job.status).toBe('failed')
    expect(job.result.error_details).toEqual([
      { row: 4, code: 'missing_handle', message: 'Row 4: Product Handle is required' },
    ])
  })
})
