import { describe, expect, it } from 'vitest'
import { importTestApp } from '../product-import-fixture'
import { csv } from '../test-helpers'
import { MAX_LISTED_CHANGES } from './changes'

// The check (dry run) of an import lists what it will write: the products and variants it creates,
// and every value it changes on stored ones, compared as the import writes them.

const { q, runImport } = importTestApp()

const HEADER = [
  'Product Id',
  'Product Handle',
  'Product Title',
  'Product Status',
  'Product Description',
  'Product Tags',
  'Variant Id',
  'Variant Title',
  'Variant SKU',
  'Variant Allow Backorder',
  'Option 1 Name',
  'Option 1 Value',
  'Price USD',
  'Price Europe [EUR]',
]

const lamp = {
  'Product Handle': 'lamp',
  'Product Title': 'Desk Lamp',
  'Product Status': 'published',
  'Product Description': 'Brass, dimmable',
  'Product Tags': 'light, brass',
  'Option 1 Name': 'Colour',
}

async function storedLamp() {
  const job = await runImport(
    csv(HEADER, [
      {
        ...lamp,
        'Variant Title': 'Brass',
        'Variant SKU': 'LAMP-B',
        'Option 1 Value': 'Brass',
        'Price USD': '49.50',
        'Price Europe [EUR]': '45',
      },
      {
        ...lamp,
        'Variant Title': 'Black',
        'Variant SKU': 'LAMP-K',
        'Option 1 Value': 'Black',
        'Price USD': '49.50',
        'Price Europe [EUR]': '45',
      },
    ]),
  )
  expect(job.status).toBe('completed')
  const variants = await q<{ id: string; sku: string; product_id: string }>(
    `SELECT id, sku, product_id FROM product_variant WHERE sku LIKE 'LAMP-%' ORDER BY sku`,
  )
  return { productId: variants[0]!.product_id, brass: variants[0]!.id, black: variants[1]!.id }
}

describe('the product import check lists its changes', () => {
  it('names what it creates and lists only the values that change, as the import writes them', async () => {
    const { productId, brass, black } = await storedLamp()
    const product = { id: productId, handle: 'lamp', title: 'Desk Lamp' }
    const job = await runImport(
      csv(HEADER, [
        {
          ...lamp,
          'Product Id': productId,
          'Product Title': 'Desk Lamp Pro',
          // Empty: the status is kept. The same description and tags in another order: unchanged.
          'Product Status': '',
          'Product Tags': 'brass, light, sale',
          'Variant Id': brass,
          'Variant Title': 'Brass',
          'Variant SKU': 'LAMP-B',
          'Option 1 Value': 'Antique brass',
          'Price USD': '52',
          'Price Europe [EUR]': '45.00',
        },
        {
          'Product Id': productId,
          'Product Handle': 'lamp',
          'Variant Id': black,
          'Variant SKU': 'LAMP-K',
          'Variant Allow Backorder': 'true',
          'Option 1 Name': 'Colour',
          'Option 1 Value': 'Black',
          'Price USD': '49.5',
        },
        {
          'Product Id': productId,
          'Product Handle': 'lamp',
          'Variant SKU': 'LAMP-W',
          'Option 1 Name': 'Colour',
          'Option 1 Value': 'White',
          'Price USD': '49.50',
        },
        {
          'Product Handle': 'shade',
          'Product Title': 'Linen Shade',
          'Variant SKU': 'SHADE-1',
          'Price USD': '15',
        },
      ]),
      { dry_run: true },
    )
    expect(job.status).toBe('pre_processed')
    expect(job.result.operations).toEqual({
      products_create: 1,
      products_update: 1,
      products_unchanged: 0,
      variants_create: 2,
      variants_update: 2,
      variants_unchanged: 0,
    })
    const brassVariant = { id: brass, title: 'Brass', sku: 'LAMP-B' }
    const blackVariant = { id: black, title: 'Black', sku: 'LAMP-K' }
    const shade = { id: null, handle: 'shade', title: 'Linen Shade' }
    expect(job.result.changes).toEqual([
      { row: 2, action: 'update', product, column: 'Product Title', from: 'Desk Lamp', to: 'Desk Lamp Pro' },
      {
        row: 2,
        action: 'update',
        product,
        column: 'Product Tags',
        from: ['brass', 'light'],
        to: ['brass', 'light', 'sale'],
      },
      {
        row: 2,
        action: 'update',
        product,
        variant: brassVariant,
        column: 'Option Value',
        option: 'Colour',
        from: 'Brass',
        to: 'Antique brass',
      },
      // Prices in the smallest unit; the EUR price, the same amount written differently, is not listed.
      {
        row: 2,
        action: 'update',
        product,
        variant: brassVariant,
        column: 'Price USD',
        currency_code: 'usd',
        from: 4950,
        to: 5200,
      },
      {
        row: 3,
        action: 'update',
        product,
        variant: blackVariant,
        column: 'Variant Allow Backorder',
        from: false,
        to: true,
      },
      // The file's prices replace the variant's: the EUR price it leaves out is removed.
      {
        row: 3,
        action: 'update',
        product,
        variant: blackVariant,
        column: 'Price Europe [EUR]',
        currency_code: 'eur',
        from: 4500,
        to: null,
      },
      { row: 4, action: 'create', product, variant: { id: null, title: 'White', sku: 'LAMP-W' } },
      { row: 5, action: 'create', product: shade },
      {
        row: 5,
        action: 'create',
        product: shade,
        variant: { id: null, title: 'Linen Shade', sku: 'SHADE-1' },
      },
    ])
    expect(job.result.change_count).toBe(9)
    // A check writes nothing.
    const [stored] = await q(`SELECT title FROM product WHERE id = $1`, [productId])
    expect(stored!.title).toBe('Desk Lamp')
  })

  it('lists nothing for a file that repeats what is stored', async () => {
    const [p] = await q<{ id: string }>(`SELECT id FROM product WHERE handle = 'lamp'`)
    const variants = await q<{ id: string; sku: string }>(
      `SELECT v.id, v.sku FROM product_variant v WHERE v.product_id = $1 ORDER BY sku`,
      [p!.id],
    )
    const job = await runImport(
      csv(HEADER, [
        {
          ...lamp,
          'Product Id': p!.id,
          'Variant Id': variants[0]!.id,
          'Variant Title': 'Brass',
          'Variant SKU': 'LAMP-B',
          'Option 1 Value': 'Brass',
          'Price USD': '49.50',
          'Price Europe [EUR]': '45',
        },
      ]),
      { dry_run: true },
    )
    expect(job.status).toBe('pre_processed')
    // Rewritten as they are, the product and its variant count as unchanged, not updated.
    expect(job.result.operations).toMatchObject({
      products_update: 0,
      products_unchanged: 1,
      variants_update: 0,
      variants_unchanged: 1,
    })
    expect(job.result).toMatchObject({ changes: [], change_count: 0 })
  })

  it('counts as updated only the product and variant whose values change', async () => {
    const [p] = await q<{ id: string }>(`SELECT id FROM product WHERE handle = 'lamp'`)
    const variants = await q<{ id: string; sku: string }>(
      `SELECT v.id, v.sku FROM product_variant v WHERE v.product_id = $1 ORDER BY sku`,
      [p!.id],
    )
    const brass = variants.find((v) => v.sku === 'LAMP-B')!
    const black = variants.find((v) => v.sku === 'LAMP-K')!
    const row = (v: { id: string }, title: string, usd: string) => ({
      ...lamp,
      'Product Id': p!.id,
      'Variant Id': v.id,
      'Variant Title': title,
      'Variant SKU': v === brass ? 'LAMP-B' : 'LAMP-K',
      'Option 1 Value': title,
      'Price USD': usd,
      'Price Europe [EUR]': '45',
    })
    const job = await runImport(csv(HEADER, [row(brass, 'Brass', '49.50'), row(black, 'Black', '39.50')]), {
      dry_run: true,
    })
    expect(job.status).toBe('pre_processed')
    // One price changed: its variant and its product are updated, the other variant is rewritten as it is.
    expect(job.result.operations).toMatchObject({
      products_update: 1,
      products_unchanged: 0,
      variants_update: 1,
      variants_unchanged: 1,
    })
    expect(job.result.change_count).toBe(1)
  })

  it('compares links as the import resolves them: collection, type, images, channels, categories', async () => {
    const links = [
      'Product Id',
      'Product Handle',
      'Product Collection Handle',
      'Product Type',
      'Image 1 Url',
      'Image 2 Url',
      'Sales Channel 1 Name',
      'Product Category 1 Handle',
      'Variant SKU',
    ]
    const first = {
      'Product Handle': 'rug',
      'Product Title': 'Rug',
      'Product Collection Handle': 'living',
      'Product Type': 'Textile',
      'Image 1 Url': 'https://cdn.test/rug-1.png',
      'Sales Channel 1 Name': 'Web',
      'Product Category 1 Handle': 'rugs',
      'Variant SKU': 'RUG-1',
    }
    // Sales channels are never created by an import: the one the file names exists.
    await q(`INSERT INTO sales_channel (id, name) VALUES ('sc_rug_web', 'Web')`)
    expect((await runImport(csv([...links, 'Product Title'], [first]))).status).toBe('completed')
    const [rug] = await q<{ id: string }>(`SELECT id FROM product WHERE handle = 'rug'`)
    const job = await runImport(
      csv(links, [
        {
          ...first,
          'Product Id': rug!.id,
          'Product Type': '',
          'Image 2 Url': 'https://cdn.test/rug-2.png',
          'Product Category 1 Handle': 'floor',
          // A row of product columns only: the variant is left as it is.
          'Variant SKU': '',
        },
      ]),
      { dry_run: true },
    )
    expect(job.result.errors).toBeUndefined()
    const product = { id: rug!.id, handle: 'rug', title: 'Rug' }
    expect(job.result.changes).toEqual([
      { row: 2, action: 'update', product, column: 'Product Type', from: 'Textile', to: null },
      {
        row: 2,
        action: 'update',
        product,
        column: 'Image 2 Url',
        from: null,
        to: 'https://cdn.test/rug-2.png',
      },
      { row: 2, action: 'update', product, column: 'Product Categories', from: ['rugs'], to: ['floor'] },
    ])
  })

  it(`keeps the first ${MAX_LISTED_CHANGES} changes and counts them all`, async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({
      'Product Handle': `candle-${i}`,
      'Product Title': `Candle ${i}`,
      'Variant SKU': `CANDLE-${i}`,
    }))
    const job = await runImport(csv(HEADER, rows), { dry_run: true })
    expect(job.status).toBe('pre_processed')
    expect(job.result.change_count).toBe(300)
    expect(job.result.changes).toHaveLength(MAX_LISTED_CHANGES)
    expect(job.result.changes[MAX_LISTED_CHANGES - 1]).toMatchObject({
      row: 101,
      action: 'create',
      variant: { sku: 'CANDLE-99' },
    })
  })

  it('lists nothing when the file has errors', async () => {
    const job = await runImport(
      csv(HEADER, [
        { 'Product Handle': 'vase', 'Product Title': 'Vase', 'Variant SKU': 'VASE-1' },
        { 'Product Handle': 'jug', 'Variant SKU': 'JUG-1' },
      ]),
      { dry_run: true },
    )
    expect(job.status).toBe('failed')
    expect(job.result.changes ?? []).toEqual([])
  })
})
