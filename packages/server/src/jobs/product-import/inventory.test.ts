import { describe, expect, it } from 'vitest'
import { importTestApp } from '../product-import-fixture'
import { csv } from '../test-helpers'
import { importTuning } from '.'

// Imported variants get their inventory items as variants made through the API do.

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app().app.inject({ method, url, headers: admin().headers, ...(payload ? { payload } : {}) })

const { app, admin, q, runImport } = importTestApp(async () => {
  const channel = (await call('POST', '/admin/sales-channels', { name: 'Stocked' })).json().sales_channel.id
  const location = (await call('POST', '/admin/stock-locations', { name: 'Depot' })).json().stock_location.id
  await call('POST', `/admin/sales-channels/${channel}/stock-locations`, { location_id: location })
})

const HEADER = [
  'Product Handle',
  'Product Title',
  'Variant Title',
  'Variant SKU',
  'Variant Inventory Quantity',
  'Variant Manage Inventory',
  'Variant Material',
  'Variant Weight',
  'Option 1 Name',
  'Option 1 Value',
  'Sales Channel 1 Name',
]

/** Items linked to the live variants of the given SKUs: sku → item sku/title/material/weight. */
async function itemsBySku(skus: string[]) {
  const rows = await q<{ variant_sku: string; sku: string; title: string; material: string; weight: number }>(
    `SELECT v.sku AS variant_sku, i.sku, i.title, i.material, i.weight
       FROM product_variant v
       JOIN product_variant_inventory_item l ON l.variant_id = v.id AND l.deleted_at IS NULL AND l.required_quantity = 1
       JOIN inventory_item i ON i.id = l.inventory_item_id
      WHERE v.sku = ANY($1) AND v.deleted_at IS NULL ORDER BY v.sku`,
    [skus],
  )
  return rows
}

describe('product import and inventory items', () => {
  it('creates and links the items of new managed variants sold where stock is kept, batch by batch', async () => {
    const previous = importTuning.batchRows
    // Several batches, so items are written by more than one transaction.
    importTuning.batchRows = 2
    try {
      const rows = [
        ...['S', 'M', 'L'].map((size) => ({
          'Product Handle': 'jacket',
          'Product Title': 'Jacket',
          'Variant Title': size,
          'Variant SKU': `JACKET-${size}`,
          'Variant Inventory Quantity': 3,
          'Variant Material': 'Wool',
          'Variant Weight': 900,
          'Option 1 Name': 'Size',
          'Option 1 Value': size,
          'Sales Channel 1 Name': 'Stocked',
        })),
        {
          'Product Handle': 'gift-wrap',
          'Product Title': 'Gift wrap',
          'Variant Title': 'Wrap',
          'Variant SKU': 'WRAP',
          'Variant Manage Inventory': 'false',
          'Sales Channel 1 Name': 'Stocked',
        },
        // The default channel has no stock location: this variant keeps its own count.
        {
          'Product Handle': 'poster',
          'Product Title': 'Poster',
          'Variant Title': 'A2',
          'Variant SKU': 'POSTER-A2',
          'Variant Inventory Quantity': 8,
          'Sales Channel 1 Name': 'Default Sales Channel',
        },
      ]
      const job = await runImport(csv(HEADER, rows))
      expect(job.status, JSON.stringify(job.result)).toBe('completed')
    } finally {
      importTuning.batchRows = previous
    }
    expect(await itemsBySku(['JACKET-S', 'JACKET-M', 'JACKET-L', 'WRAP', 'POSTER-A2'])).toEqual(
      ['L', 'M', 'S'].map((size) => ({
        variant_sku: `JACKET-${size}`,
        sku: `JACKET-${size}`,
        title: `Jacket / ${size}`,
        material: 'Wool',
        weight: 900,
      })),
    )
  })

  it('adds items for variants appended to an existing product, not for updated ones', async () => {
    const [jacket] = await q<{ id: string }>(`SELECT id FROM product WHERE handle = 'jacket'`)
    const [m] = await q<{ id: string }>(`SELECT id FROM product_variant WHERE sku = 'JACKET-M'`)
    const before = await q<{ n: number }>('SELECT count(*)::int AS n FROM inventory_item')
    const header = [
      'Product Id',
      'Product Handle',
      'Variant Id',
      'Variant Title',
      'Variant SKU',
      'Option 1 Name',
      'Option 1 Value',
    ]
    const job = await runImport(
      csv(header, [
        {
          'Product Id': jacket!.id,
          'Product Handle': 'jacket',
          'Variant Id': m!.id,
          'Variant Title': 'Medium',
          'Variant SKU': 'JACKET-M',
          'Option 1 Name': 'Size',
          'Option 1 Value': 'M',
        },
        {
          'Product Handle': 'jacket',
          'Variant Title': 'XL',
          'Variant SKU': 'JACKET-XL',
          'Option 1 Name': 'Size',
          'Option 1 Value': 'XL',
        },
      ]),
    )
    expect(job.status, JSON.stringify(job.result)).toBe('completed')
    const after = await q<{ n: number }>('SELECT count(*)::int AS n FROM inventory_item')
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) + 1)
    expect(await itemsBySku(['JACKET-XL'])).toMatchObject([{ sku: 'JACKET-XL', title: 'Jacket / XL' }])
  })

  it('sets the stock at the location of an updated variant kept there', async () => {
    const [s] = await q<{ id: string; product_id: string }>(
      `SELECT id, product_id FROM product_variant WHERE sku = 'JACKET-S'`,
    )
    const header = [
      'Product Id',
      'Product Handle',
      'Variant Id',
      'Variant SKU',
      'Variant Inventory Quantity',
      'Option 1 Name',
      'Option 1 Value',
    ]
    const job = await runImport(
      csv(header, [
        {
          'Product Id': s!.product_id,
          'Product Handle': 'jacket',
          'Variant Id': s!.id,
          'Variant SKU': 'JACKET-S',
          'Variant Inventory Quantity': 11,
          'Option 1 Name': 'Size',
          'Option 1 Value': 'S',
        },
      ]),
    )
    expect(job.status, JSON.stringify(job.result)).toBe('completed')
    const shown = async (id: string) =>
      (await call('GET', `/admin/variants/${id}`)).json().variant.inventory_quantity
    expect(await shown(s!.id)).toBe(11)
    const levels = await q<{ stocked: number }>(
      `SELECT il.stocked_quantity AS stocked FROM inventory_level il
         JOIN product_variant_inventory_item l ON l.inventory_item_id = il.inventory_item_id
        WHERE l.variant_id = $1`,
      [s!.id],
    )
    expect(levels).toEqual([{ stocked: 11 }])
    // The other sizes keep the stock they were imported with.
    const [m] = await q<{ id: string }>(`SELECT id FROM product_variant WHERE sku = 'JACKET-M'`)
    expect(await shown(m!.id)).toBe(3)
  })

  it('refuses a changed count for a variant kept at two locations, and takes the count shown unchanged', async () => {
    const [m] = await q<{ id: string; product_id: string }>(
      `SELECT id, product_id FROM product_variant WHERE sku = 'JACKET-M'`,
    )
    const [link] = await q<{ item: string }>(
      `SELECT inventory_item_id AS item FROM product_variant_inventory_item WHERE variant_id = $1 AND deleted_at IS NULL`,
      [m!.id],
    )
    const [channel] = await q<{ id: string }>(`SELECT id FROM sales_channel WHERE name = 'Stocked'`)
    const annex = (await call('POST', '/admin/stock-locations', { name: 'Annex' })).json().stock_location.id
    await call('POST', `/admin/sales-channels/${channel!.id}/stock-locations`, { location_id: annex })
    const added = await call('POST', `/admin/inventory-items/${link!.item}/location-levels`, {
      location_id: annex,
      stocked_quantity: 4,
    })
    expect(added.statusCode, added.body).toBe(200)
    const shown = async () =>
      (await call('GET', `/admin/variants/${m!.id}`)).json().variant.inventory_quantity
    expect(await shown()).toBe(7)
    const header = [
      'Product Id',
      'Product Handle',
      'Variant Id',
      'Variant Inventory Quantity',
      'Option 1 Name',
      'Option 1 Value',
    ]
    const row = (count: number) => ({
      'Product Id': m!.product_id,
      'Product Handle': 'jacket',
      'Variant Id': m!.id,
      'Variant Inventory Quantity': count,
      'Option 1 Name': 'Size',
      'Option 1 Value': 'M',
    })
    const refused = await runImport(csv(header, [row(20)]))
    expect(refused.status).toBe('failed')
    expect(JSON.stringify(refused.result)).toContain('stock_at_locations')
    // Named as the owner knows it (its SKU), with plain advice: no ids, no job names.
    expect(refused.result.errors).toEqual([
      'Row 2: the stock of SKU JACKET-M (7 in stock now) cannot be set from this file because it is kept at several stock locations; set it on the Inventory page or with Inventory › Import, or leave the cell as exported',
    ])
    expect(await shown()).toBe(7)
    const unchanged = await runImport(csv(header, [row(7)]))
    expect(unchanged.status, JSON.stringify(unchanged.result)).toBe('completed')
    expect(await shown()).toBe(7)
  })
})
