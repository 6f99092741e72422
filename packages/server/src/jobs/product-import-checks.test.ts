import { describe, expect, it } from 'vitest'
import { importTuning } from './product-import'
import { csv, waitForJob } from './test-helpers'
import { importTestApp } from './product-import-fixture'

const { app, admin, q, count, runImport, pricesOf } = importTestApp()
describe('product import: file checks, dry runs and scattered rows', () => {
  it('refuses unknown currency and region columns on row 1', async () => {
    const job = await runImport(
      csv(
        ['Product Handle', 'Product Title', 'Price XYZ', 'Price Atlantis [USD]', 'Price Europe [USD]'],
        [{ 'Product Handle': 'x', 'Product Title': 'X' }],
      ),
    )
    expect(job.status).toBe('failed')
    expect(job.result.errors).toEqual([
      'Row 1: column "Price XYZ" names an unknown currency "XYZ"',
      'Row 1: column "Price Atlantis [USD]" names an unknown region "Atlantis"',
      'Row 1: column "Price Europe [USD]": region "Europe" uses EUR, not USD',
    ])
  })

  it('waits for confirmation on a dry run, then imports', async () => {
    const job = await runImport(
      csv(
        ['Product Handle', 'Product Title', 'Variant SKU', 'Price USD'],
        [{ 'Product Handle': 'dry', 'Product Title': 'Dry', 'Variant SKU': 'DRY-1', 'Price USD': '1.05' }],
      ),
      { dry_run: true },
    )
    expect(job.status).toBe('pre_processed')
    expect(job.result.stat_descriptors[0].message).toBe(
      '1 products will be created and 0 updated (0 unchanged); 1 variants will be created and 0 updated (0 unchanged)',
    )
    await new Promise((r) => setTimeout(r, 100))
    expect(await count(`product WHERE handle = 'dry'`)).toBe(0)
    const confirmed = await app().app.inject({
      method: 'POST',
      url: `/admin/batch-jobs/${job.id}/confirm`,
      headers: admin().headers,
    })
    expect(confirmed.statusCode).toBe(200)
    expect(['confirmed', 'processing', 'completed']).toContain(confirmed.json().batch_job.status)
    const done = await waitForJob(app(), admin(), job.id)
    expect(done.status).toBe('completed')
    expect(await pricesOf('DRY-1')).toEqual(['usd=105'])
    const again = await app().app.inject({
      method: 'POST',
      url: `/admin/batch-jobs/${job.id}/confirm`,
      headers: admin().headers,
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Cannot confirm processing for a batch job that is not pre processed')
  })

  it('joins rows of one handle that are not next to each other, within and across batches', async () => {
    importTuning.batchRows = 2
    try {
      const header = ['Product Handle', 'Product Title', 'Variant SKU', 'Option 1 Name', 'Option 1 Value']
      const job = await runImport(
        csv(header, [
          {
            'Product Handle': 'split-a',
            'Product Title': 'A',
            'Variant SKU': 'SA-1',
            'Option 1 Name': 'Size',
            'Option 1 Value': '1',
          },
          {
            'Product Handle': 'split-b',
            'Product Title': 'B',
            'Variant SKU': 'SB-1',
            'Option 1 Name': 'Size',
            'Option 1 Value': '1',
          },
          {
            'Product Handle': 'split-a',
            'Variant SKU': 'SA-2',
            'Option 1 Name': 'Size',
            'Option 1 Value': '2',
          },
          {
            'Product Handle': 'split-c',
            'Product Title': 'C',
            'Variant SKU': 'SC-1',
            'Option 1 Name': 'Size',
            'Option 1 Value': '1',
          },
          {
            'Product Handle': 'split-d',
            'Product Title': 'D',
            'Variant SKU': 'SD-1',
            'Option 1 Name': 'Size',
            'Option 1 Value': '1',
          },
          {
            'Product Handle': 'split-a',
            'Variant SKU': 'SA-3',
            'Option 1 Name': 'Size',
            'Option 1 Value': '3',
          },
        ]),
      )
      expect(job.status).toBe('completed')
      expect(job.result.operations).toEqual({
        products_create: 4,
        products_update: 0,
        variants_create: 6,
        variants_update: 0,
        products_unchanged: 0,
        variants_unchanged: 0,
      })
      const rows =
        await q(`SELECT v.sku, v.variant_rank, v.title, p.title AS product, (SELECT count(*)::int FROM product_option o WHERE o.product_id = p.id) AS options
        FROM product_variant v JOIN product p ON p.id = v.product_id WHERE p.handle = 'split-a' ORDER BY v.variant_rank`)
      expect(rows).toEqual([
        { sku: 'SA-1', variant_rank: 0, title: '1', product: 'A', options: 1 },
        { sku: 'SA-2', variant_rank: 1, title: '2', product: 'A', options: 1 },
        { sku: 'SA-3', variant_rank: 2, title: '3', product: 'A', options: 1 },
      ])
    } finally {
      importTuning.batchRows = 1000
    }
  })
})
