import { describe, expect, it } from 'vitest'
import { recordEvents } from '../testing/harness'
import { csv } from './test-helpers'
import { importTestApp } from './product-import-fixture'

const { app, q, count, runImport, pricesOf } = importTestApp()
const CREATE_HEADER = [
  'Product Handle',
  'Product Title',
  'Product Description',
  'Product Status',
  'Product Collection Title',
  'Product Collection Handle',
  'Product Type',
  'Product Tags',
  'Variant Title',
  'Variant SKU',
  'Variant Inventory Quantity',
  'Option 1 Name',
  'Option 1 Value',
  'Price USD',
  'Price Europe [EUR]',
  'Price JPY',
  'Image 1 Url',
  'Image 2 Url',
  'Sales Channel 1 Name',
  'Product Category 1 Handle',
  'Product Category 1 Name',
]
const tee = {
  'Product Handle': 'tee',
  'Product Title': 'T-Shirt',
  'Product Description': 'Soft; "organic" cotton',
  'Product Status': 'published',
  'Product Collection Title': 'Summer',
  'Product Collection Handle': 'summer',
  'Product Type': 'Shirt',
  'Product Tags': 'cotton, summer',
  'Option 1 Name': 'Size',
  'Image 1 Url': 'https://cdn.test/tee-1.png',
  'Image 2 Url': 'https://cdn.test/tee-2.png',
  'Sales Channel 1 Name': 'Default Sales Channel',
  'Product Category 1 Handle': 'shirts',
  'Product Category 1 Name': 'Shirts',
}

describe('product import', () => {
  it('creates products, variants, options, prices in two currencies and a zero-decimal one, and links', async () => {
    const events = recordEvents(app())
    const job = await runImport(
      csv(CREATE_HEADER, [
        {
          ...tee,
          'Variant Title': 'S',
          'Variant SKU': 'TEE-S',
          'Variant Inventory Quantity': 10,
          'Option 1 Value': 'S',
          'Price USD': '12.5',
          'Price Europe [EUR]': '11.99',
          'Price JPY': '1500',
        },
        {
          ...tee,
          'Variant Title': 'M',
          'Variant SKU': 'TEE-M',
          'Variant Inventory Quantity': 5,
          'Option 1 Value': 'M',
          'Price USD': '12.50',
          'Price JPY': '1600',
        },
        {
          'Product Handle': 'mug',
          'Product Title': 'Mug',
          'Variant SKU': 'MUG-1',
          'Price USD': '8',
          'Price Europe [EUR]': '7',
          'Price JPY': '900',
        },
      ]),
    )
    expect(job.status).toBe('completed')
    expect(job.result).toMatchObject({
      count: 3,
      advancement_count: 3,
      stat_descriptors: [{ key: 'product-import-count', name: 'Products/variants to import' }],
      operations: {
        products_create: 2,
        products_update: 0,
        products_unchanged: 0,
        variants_create: 3,
        variants_update: 0,
        variants_unchanged: 0,
      },
    })
    expect(job.result.stat_descriptors[0].message).toBe(
      '2 products will be created and 0 updated (0 unchanged); 3 variants will be created and 0 updated (0 unchanged)',
    )
    const products = await q(`SELECT p.*, c.handle AS collection, t.value AS type FROM product p
      LEFT JOIN product_collection c ON c.id = p.collection_id LEFT JOIN product_type t ON t.id = p.type_id ORDER BY handle`)
    expect(products.map((p) => [p.handle, p.title, p.status, p.collection, p.type])).toEqual([
      ['mug', 'Mug', 'draft', null, null],
      ['tee', 'T-Shirt', 'published', 'summer', 'Shirt'],
    ])
    expect(products[1]!.description).toBe('Soft; "organic" cotton')
    expect(products[1]!.thumbnail).toBe('https://cdn.test/tee-1.png')
    expect(await pricesOf('TEE-S')).toEqual(['eur@reg_eu=1199', 'jpy=1500', 'usd=1250'])
    expect(await pricesOf('TEE-M')).toEqual(['jpy=1600', 'usd=1250'])
    expect(await pricesOf('MUG-1')).toEqual(['eur@reg_eu=700', 'jpy=900', 'usd=800'])
    const variants =
      await q(`SELECT v.sku, v.title, v.inventory_quantity, v.variant_rank, ov.value, o.title AS option
      FROM product_variant v LEFT JOIN product_option_value ov ON ov.variant_id = v.id
      LEFT JOIN product_option o ON o.id = ov.option_id ORDER BY v.sku`)
    expect(
      variants.map((v) => [v.sku, v.title, v.inventory_quantity, v.variant_rank, v.option, v.value]),
    ).toEqual([
      ['MUG-1', 'Mug', 0, 0, null, null],
      ['TEE-M', 'M', 5, 1, 'Size', 'M'],
      ['TEE-S', 'S', 10, 0, 'Size', 'S'],
    ])
    const teeId = products[1]!.id
    expect(
      (await q(`SELECT url FROM product_image WHERE product_id = $1 ORDER BY rank`, [teeId])).map(
        (r) => r.url,
      ),
    ).toEqual(['https://cdn.test/tee-1.png', 'https://cdn.test/tee-2.png'])
    const tags = await q(
      `SELECT t.value FROM product_tags pt JOIN product_tag t ON t.id = pt.product_tag_id WHERE pt.product_id = $1 ORDER BY 1`,
      [teeId],
    )
    expect(tags.map((r) => r.value)).toEqual(['cotton', 'summer'])
    const channels =
      await q(`SELECT sc.name, p.handle FROM product_sales_channel psc JOIN sales_channel sc ON sc.id = psc.sales_channel_id
      JOIN product p ON p.id = psc.product_id ORDER BY p.handle`)
    // The file has channel columns, so the mug's empty cells mean "no channel".
    expect(channels.map((r) => [r.handle, r.name])).toEqual([['tee', 'Default Sales Channel']])
    const categories = await q(
      `SELECT c.handle, c.name, c.mpath = c.id || '.' AS root FROM product_category_product pcp
      JOIN product_category c ON c.id = pcp.product_category_id WHERE pcp.product_id = $1`,
      [teeId],
    )
    expect(categories).toEqual([{ handle: 'shirts', name: 'Shirts', root: true }])
    await app().ctx.events.idle()
    const mine = events.filter((e) => e.data?.id === job.id).map((e) => e.name)
    for (const name of [
      'batch.created',
      'batch.pre_processed',
      'batch.confirmed',
      'batch.processing',
      'batch.completed',
    ])
      expect(mine).toContain(name)
  })

  it('updates products and variants by id, replacing prices and keeping what the file does not name', async () => {
    const [p] = await q(`SELECT id FROM product WHERE handle = 'tee'`)
    const vs = await q(`SELECT id, sku FROM product_variant WHERE product_id = $1 ORDER BY sku`, [p!.id])
    const header = [
      'Product Id',
      'Product Handle',
      'Product Title',
      'Variant Id',
      'Variant SKU',
      'Variant Title',
      'Option 1 Name',
      'Option 1 Value',
      'Price USD',
      'Price Europe [EUR]',
    ]
    const before = { products: await count('product'), variants: await count('product_variant') }
    const job = await runImport(
      csv(header, [
        {
          'Product Id': p!.id,
          'Product Handle': 'tee',
          'Product Title': 'Tee (new)',
          'Variant Id': vs[1]!.id,
          'Variant SKU': 'TEE-S',
          'Variant Title': 'Small',
          'Option 1 Name': 'Size',
          'Option 1 Value': 'Small',
          'Price USD': '13',
          'Price Europe [EUR]': '',
        },
        {
          'Product Id': p!.id,
          'Product Handle': 'tee',
          'Variant Id': vs[0]!.id,
          'Variant SKU': 'TEE-M2',
          'Option 1 Name': 'Size',
          'Option 1 Value': 'M',
          'Price USD': '14.25',
          'Price Europe [EUR]': '12',
        },
      ]),
    )
    expect(job.status).toBe('completed')
    expect(job.result.operations).toEqual({
      products_create: 0,
      products_update: 1,
      products_unchanged: 0,
      variants_create: 0,
      variants_update: 2,
      variants_unchanged: 0,
    })
    expect({ products: await count('product'), variants: await count('product_variant') }).toEqual(before)
    const [prod] = await q(`SELECT title, status, description FROM product WHERE id = $1`, [p!.id])
    // Columns absent from the file keep their values.
    expect(prod).toEqual({ title: 'Tee (new)', status: 'published', description: 'Soft; "organic" cotton' })
    const [small] = await q(`SELECT v.title, v.inventory_quantity, ov.value FROM product_variant v
      JOIN product_option_value ov ON ov.variant_id = v.id WHERE v.sku = 'TEE-S'`)
    expect(small).toEqual({ title: 'Small', inventory_quantity: 10, value: 'Small' })
    // The file's prices replace the variant's: JPY (no column) and the empty EUR cell are gone.
    expect(await pricesOf('TEE-S')).toEqual(['usd=1300'])
    expect(await pricesOf('TEE-M2')).toEqual(['eur@reg_eu=1200', 'usd=1425'])
  })

  it('mixes updates and creates in one file', async () => {
    const [p] = await q(`SELECT id FROM product WHERE handle = 'mug'`)
    const header = [
      'Product Id',
      'Product Handle',
      'Product Title',
      'Variant Id',
      'Variant SKU',
      'Price USD',
      'Price JPY',
    ]
    const [v] = await q(`SELECT id FROM product_variant WHERE sku = 'MUG-1'`)
    const job = await runImport(
      csv(header, [
        {
          'Product Id': p!.id,
          'Product Handle': 'mug',
          'Variant Id': v!.id,
          'Variant SKU': 'MUG-1',
          'Price USD': '9',
        },
        {
          'Product Id': p!.id,
          'Product Handle': 'mug',
          'Variant SKU': 'MUG-2',
          'Price USD': '10',
          'Price JPY': '1200',
        },
        { 'Product Handle': 'cap', 'Product Title': 'Cap', 'Variant SKU': 'CAP-1', 'Price JPY': '2000.4' },
      ]),
    )
    expect(job.status).toBe('completed')
    expect(job.result.operations).toEqual({
      products_create: 1,
      products_update: 1,
      products_unchanged: 0,
      variants_create: 2,
      variants_update: 1,
      variants_unchanged: 0,
    })
    expect(await pricesOf('MUG-1')).toEqual(['usd=900'])
    expect(await pricesOf('MUG-2')).toEqual(['jpy=1200', 'usd=1000'])
    expect(await pricesOf('CAP-1')).toEqual(['jpy=2000'])
    const ranks = await q(
      `SELECT sku, variant_rank FROM product_variant WHERE product_id = $1 ORDER BY variant_rank`,
      [p!.id],
    )
    expect(ranks).toEqual([
      { sku: 'MUG-1', variant_rank: 0 },
      { sku: 'MUG-2', variant_rank: 1 },
    ])
  })

  it('lists invalid rows by row number in pre-processing and writes nothing', async () => {
    const before = {
      p: await count('product'),
      v: await count('product_variant'),
      m: await count('money_amount'),
    }
    const header = [
      'Product Id',
      'Product Handle',
      'Product Title',
      'Variant Id',
      'Variant SKU',
      'Option 1 Name',
      'Option 1 Value',
      'Option 2 Name',
      'Option 2 Value',
      'Price USD',
    ]
    const job = await runImport(
      csv(header, [
        { 'Product Handle': 'ok-1', 'Product Title': 'Fine', 'Variant SKU': 'OK-1', 'Price USD': '5' },
        { 'Product Title': 'No handle', 'Variant SKU': 'X-1' },
        { 'Product Handle': 'bad-price', 'Product Title': 'Bad', 'Price USD': '12,50' },
        { 'Product Handle': 'opts', 'Product Title': 'Opts', 'Option 1 Name': 'Size', 'Option 1 Value': 'S' },
        { 'Product Handle': 'opts', 'Option 1 Name': 'Color', 'Option 1 Value': 'Red' },
        { 'Product Handle': 'opts', 'Option 1 Name': 'Size', 'Option 1 Value': 'S' },
        { 'Product Handle': 'half', 'Product Title': 'Half', 'Option 1 Name': 'Size' },
        { 'Product Id': 'prod_DOESNOTEXIST', 'Product Handle': 'ghost' },
        { 'Product Handle': 'ok-1', 'Variant Id': 'variant_NOPE' },
        { 'Product Handle': 'dup-sku', 'Product Title': 'Dup', 'Variant SKU': 'OK-1' },
        { 'Product Handle': 'tee', 'Product Title': 'Clash', 'Variant SKU': 'NEW-1' },
        { 'Product Handle': 'untitled', 'Variant SKU': 'U-1' },
      ]),
    )
    expect(job.status).toBe('failed')
    const byRow = job.result.error_details.map(
      (e: { row: number; message: string }) => `${e.row}: ${e.message}`,
    )
    expect(byRow).toEqual([
      '3: Row 3: Product Handle is required',
      '4: Row 4: Price USD must be a price like 12.50 (major units, "." as decimal point), got "12,50"',
      '6: Row 6: options (Color) differ from the options (Size) of handle "opts" on row 5',
      '7: Row 7: a variant with the same options (S) is on row 5',
      '8: Row 8: Option 1 Name and Option 1 Value must both be given',
      '9: Row 9: Product with id prod_DOESNOTEXIST was not found',
      '10: Row 10: Variant with id variant_NOPE was not found',
      '11: Row 11: Variant SKU "OK-1" is also on row 2',
      expect.stringMatching(
        /^12: Row 12: a product with handle "tee" already exists \(prod_\w+\); give its Product Id to update it$/,
      ),
      '13: Row 13: Product Title is required to create product "untitled"',
    ])
    expect(job.result.count).toBe(12)
    expect(job.pre_processed_at).toBeNull()
    expect({
      p: await count('product'),
      v: await count('product_variant'),
      m: await count('money_amount'),
    }).toEqual(before)
  })
})
