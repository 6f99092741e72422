import { describe, expect, it } from 'vitest'
import { importTestApp } from '../product-import-fixture'
import { csv, snapshot } from '../test-helpers'

// Numeric variant and product cells (stock, weight and sizes) are whole numbers of 0 or more: anything
// else is refused by the check before the import writes, by row and column, as a bad price is.

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app().app.inject({ method, url, headers: admin().headers, ...(payload ? { payload } : {}) })

const { app, admin, q, count, runImport } = importTestApp(async (t) => {
  await t.database.query(`INSERT INTO region (id, name, currency_code) VALUES ('reg_eu', 'Europe', 'eur')`)
  const channel = (await call('POST', '/admin/sales-channels', { name: 'Stocked' })).json().sales_channel.id
  const location = (await call('POST', '/admin/stock-locations', { name: 'Depot' })).json().stock_location.id
  await call('POST', `/admin/sales-channels/${channel}/stock-locations`, { location_id: location })
})

const UPDATE_HEADER = [
  'Product Id',
  'Product Handle',
  'Product Title',
  'Product Weight',
  'Product Length',
  'Variant Id',
  'Variant SKU',
  'Variant Inventory Quantity',
  'Variant Weight',
  'Variant Length',
  'Variant Width',
  'Variant Height',
  'Price EUR',
  'Sales Channel 1 Name',
]

/** A product with one stocked variant (7 at the Depot), made by an import; its ids. */
async function stockedProduct(handle: string, sku: string) {
  const job = await runImport(
    csv(UPDATE_HEADER, [
      {
        'Product Handle': handle,
        'Product Title': 'Stocked tee',
        'Product Weight': 300,
        'Variant SKU': sku,
        'Variant Inventory Quantity': 7,
        'Variant Weight': 250,
        'Variant Length': 30,
        'Price EUR': '10',
        'Sales Channel 1 Name': 'Stocked',
      },
    ]),
  )
  expect(job.status).toBe('completed')
  const [v] = await q<{ id: string; product_id: string }>(
    `SELECT id, product_id FROM product_variant WHERE sku = $1`,
    [sku],
  )
  return { productId: v!.product_id, variantId: v!.id }
}

/** What an import could change: the catalogue, every variant's sizes and the stock levels. */
async function state() {
  return {
    catalogue: await snapshot(app()),
    sizes: await q(`SELECT sku, weight, length, width, height FROM product_variant ORDER BY sku`),
    levels: await q(
      `SELECT inventory_item_id, location_id, stocked_quantity, reserved_quantity FROM inventory_level ORDER BY inventory_item_id`,
    ),
    prices: await count('money_amount'),
  }
}

describe('product import: numeric cells', () => {
  it.each(['-3', '2.5', 'many'])(
    'refuses a Variant Inventory Quantity of "%s" before anything is written',
    async (quantity) => {
      const sku = `STOCK-${quantity.replace(/\W/g, '')}`
      const { productId, variantId } = await stockedProduct(`stocked-${sku.toLowerCase()}`, sku)
      const [level] = await q(
        `SELECT il.stocked_quantity FROM inventory_level il
           JOIN product_variant_inventory_item l ON l.inventory_item_id = il.inventory_item_id
          WHERE l.variant_id = $1`,
        [variantId],
      )
      expect(level?.stocked_quantity).toBe(7)
      const before = await state()

      const job = await runImport(
        csv(UPDATE_HEADER, [
          // A valid new product first: it is not created either.
          { 'Product Handle': `fresh-${sku.toLowerCase()}`, 'Product Title': 'Fresh', 'Price EUR': '5' },
          {
            'Product Id': productId,
            'Product Handle': `stocked-${sku.toLowerCase()}`,
            'Variant Id': variantId,
            'Variant SKU': sku,
            'Variant Inventory Quantity': quantity,
            'Price EUR': '12',
          },
        ]),
      )
      expect(job.status).toBe('failed')
      const message = `Row 3: Variant Inventory Quantity must be a whole number of 0 or more, got "${quantity}"`
      expect(job.result.errors).toEqual([message])
      expect(job.result.error_details).toEqual([{ row: 3, code: 'invalid_row', message }])
      expect(job.pre_processed_at).toBeNull()
      expect(await state()).toEqual(before)
      expect(await count(`product WHERE handle = 'fresh-${sku.toLowerCase()}'`)).toBe(0)
    },
  )

  it('says so in the check of a dry run, which does not become ready to import', async () => {
    const { productId, variantId } = await stockedProduct('stocked-dry', 'STOCK-DRY')
    const before = await state()
    const job = await runImport(
      csv(UPDATE_HEADER, [
        {
          'Product Id': productId,
          'Product Handle': 'stocked-dry',
          'Variant Id': variantId,
          'Variant Inventory Quantity': '-3',
        },
      ]),
      { dry_run: true },
    )
    expect(job.status).toBe('failed')
    expect(job.result.errors).toEqual([
      'Row 2: Variant Inventory Quantity must be a whole number of 0 or more, got "-3"',
    ])
    expect(await state()).toEqual(before)
  })

  it('refuses negative, decimal and text weights and sizes, each by row and column', async () => {
    const { productId, variantId } = await stockedProduct('stocked-sizes', 'STOCK-SIZES')
    const before = await state()
    const job = await runImport(
      csv(UPDATE_HEADER, [
        {
          'Product Id': productId,
          'Product Handle': 'stocked-sizes',
          'Product Weight': '-1',
          'Product Length': '0.5',
          'Variant Id': variantId,
          'Variant Weight': '12.25',
          'Variant Length': 'long',
          'Variant Width': '-0',
          'Variant Height': '1e3',
        },
      ]),
    )
    expect(job.status).toBe('failed')
    expect(job.result.errors).toEqual([
      'Row 2: Product Weight must be a whole number of 0 or more, got "-1"',
      'Row 2: Product Length must be a whole number of 0 or more, got "0.5"',
      'Row 2: Variant Weight must be a whole number of 0 or more, got "12.25"',
      'Row 2: Variant Length must be a whole number of 0 or more, got "long"',
      'Row 2: Variant Width must be a whole number of 0 or more, got "-0"',
      'Row 2: Variant Height must be a whole number of 0 or more, got "1e3"',
    ])
    expect(await state()).toEqual(before)
  })

  it('takes 0 and whole numbers, and keeps what an empty cell leaves out', async () => {
    const { productId, variantId } = await stockedProduct('stocked-ok', 'STOCK-OK')
    const job = await runImport(
      csv(UPDATE_HEADER, [
        {
          'Product Id': productId,
          'Product Handle': 'stocked-ok',
          'Product Weight': '0',
          'Variant Id': variantId,
          'Variant Inventory Quantity': '4.0',
          'Variant Weight': '0',
          'Variant Length': 31,
        },
      ]),
    )
    expect(job.status).toBe('completed')
    expect(job.result.operations).toMatchObject({ products_update: 1, variants_update: 1 })
    const [v] = await q(
      `SELECT v.inventory_quantity, v.weight, v.length, p.weight AS product_weight, il.stocked_quantity
         FROM product_variant v JOIN product p ON p.id = v.product_id
         JOIN product_variant_inventory_item l ON l.variant_id = v.id
         JOIN inventory_level il ON il.inventory_item_id = l.inventory_item_id
        WHERE v.id = $1`,
      [variantId],
    )
    expect(v).toEqual({
      inventory_quantity: 4,
      weight: 0,
      length: 31,
      product_weight: 0,
      stocked_quantity: 4,
    })
  })
})

describe('product import: the header', () => {
  it('says a comma-separated header is one, rather than that Product Handle is missing', async () => {
    const header = ['Product Handle', 'Product Title', 'Variant SKU', 'Variant Inventory Quantity']
    const before = await count('product')
    const text = [header.join(','), 'comma-tee,Comma tee,COMMA-1,3'].join('\n')
    const job = await runImport(text)
    expect(job.status).toBe('failed')
    const message =
      'Row 1: the header has no "Product Handle" column: its columns look comma-separated, but the import expects them separated by ";" (as in Medusa\'s import template); save the file with ";" as the delimiter'
    expect(job.result.errors).toEqual([message])
    expect(job.result.error_details).toEqual([{ row: 1, code: 'invalid_header', message }])
    expect(await count('product')).toBe(before)

    // Quoted names, as spreadsheets write them, too.
    const quoted = await runImport(header.map((h) => `"${h}"`).join(','))
    expect(quoted.result.errors).toEqual([message])
  })

  it('says only that Product Handle is missing when the header is not comma-separated columns', async () => {
    const missing = await runImport(csv(['Product Title', 'Variant SKU'], [{ 'Product Title': 'X' }]))
    expect(missing.result.errors).toEqual(['Row 1: the column "Product Handle" is required'])
    // Commas inside a cell that names no columns are not a delimiter.
    const commas = await runImport(csv(['Title, subtitle, and more', 'Variant SKU'], []))
    expect(commas.result.errors).toEqual(['Row 1: the column "Product Handle" is required'])
  })
})
