import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIGRATIONS_DIR } from '@mercato/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countQueries } from '../catalog/query-counter'
import { seedDemoCatalog } from '../catalog/seed'
import { createProduct } from '../catalog/test-helpers'
import { insertProduct } from '../regions-tax/test-fixtures'
import { attachVariantInventoryItems } from './variant-items'

// New variants and their inventory items (Medusa v1 with its inventory module), through the Admin API.

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
let stocked: string // a channel served by a stock location
let bare: string // a channel no location serves
let location: string

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params)

interface Link {
  variant_id: string
  inventory_item_id: string
  required_quantity: number
  deleted_at: string | null
}
const linksOf = (variantIds: string[]) =>
  q<Link>(
    `SELECT variant_id, inventory_item_id, required_quantity, deleted_at FROM product_variant_inventory_item
      WHERE variant_id = ANY($1) ORDER BY variant_id`,
    [variantIds],
  )
const itemCount = async () =>
  Number((await q<{ n: number }>('SELECT count(*)::int AS n FROM inventory_item'))[0]!.n)

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t, 'inventory-item.created')
  stocked = (await call('POST', '/admin/sales-channels', { name: 'Stocked' })).json().sales_channel.id
  bare = (await call('POST', '/admin/sales-channels', { name: 'Bare' })).json().sales_channel.id
  location = (await call('POST', '/admin/stock-locations', { name: 'Depot' })).json().stock_location.id
  await call('POST', `/admin/sales-channels/${stocked}/stock-locations`, { location_id: location })
})
afterAll(() => t.close())

const variant = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  options: [{ value: title }],
  prices: [{ currency_code: 'usd', amount: 1000 }],
  ...extra,
})

describe('inventory items of new variants', () => {
  it('creates and links one item per managed variant of a product sold where stock is kept', async () => {
    const product = await createProduct(t, admin, {
      title: 'Linen Shirt',
      sales_channels: [{ id: stocked }, { id: bare }],
      options: [{ title: 'Size' }],
      variants: [
        variant('S', {
          sku: 'LINEN-S',
          inventory_quantity: 4,
          hs_code: '6205',
          origin_country: 'pt',
          mid_code: 'PTMID1',
          material: 'Linen',
          weight: 300,
          length: 30,
          height: 2,
          width: 25,
        }),
        variant('M', { manage_inventory: false }),
      ],
    })
    const [s, m] = product.variants as Array<{ id: string }>
    const links = await linksOf([s!.id, m!.id])
    // The unmanaged variant has nothing to track.
    expect(links).toMatchObject([{ variant_id: s!.id, required_quantity: 1, deleted_at: null }])
    const itemId = links[0]!.inventory_item_id
    const item = (
      await call('GET', `/admin/inventory-items/${itemId}?expand=variants,location_levels`)
    ).json().inventory_item
    expect(item).toMatchObject({
      sku: 'LINEN-S',
      title: 'Linen Shirt / S',
      hs_code: '6205',
      origin_country: 'pt',
      mid_code: 'PTMID1',
      material: 'Linen',
      weight: 300,
      length: 30,
      height: 2,
      width: 25,
      requires_shipping: true,
      stocked_quantity: 4,
      location_levels: [{ location_id: location, stocked_quantity: 4, reserved_quantity: 0 }],
    })
    expect(item.variants.map((v: { id: string }) => v.id)).toEqual([s!.id])
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'inventory-item.created', data: { id: itemId } })

    // The variant's own count is its stock at the location serving its product (the only one here).
    const inventory = (await call('GET', `/admin/variants/${s!.id}/inventory`)).json().variant
    expect(inventory.inventory.map((i: { id: string }) => i.id)).toEqual([itemId])
    expect(inventory.sales_channel_availability).toEqual([
      { channel_name: 'Stocked', channel_id: stocked, available_quantity: 4 },
      { channel_name: 'Bare', channel_id: bare, available_quantity: 0 },
    ])
  })

  it('leaves variants of products no stock location sells on their own count', async () => {
    const before = await itemCount()
    const product = await createProduct(t, admin, {
      title: 'Clay Mug',
      sales_channels: [{ id: bare }],
      options: [{ title: 'Size' }],
      variants: [
        { title: 'One', sku: 'MUG-1', inventory_quantity: 7, prices: [], options: [{ value: 'One' }] },
      ],
    })
    const id = (product.variants as Array<{ id: string }>)[0]!.id
    expect(await linksOf([id])).toEqual([])
    expect(await itemCount()).toBe(before)
    const added = await call('POST', `/admin/products/${product.id}/variants`, {
      title: 'Two',
      sku: 'MUG-2',
      options: [{ option_id: (product.options as Array<{ id: string }>)[0]!.id, value: 'Two' }],
      prices: [{ currency_code: 'usd', amount: 900 }],
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(await itemCount()).toBe(before)
  })

  it('adds the item of a variant added to a product, alone or in the product update', async () => {
    const product = await createProduct(t, admin, {
      title: 'Wool Cap',
      sales_channels: [{ id: stocked }],
      options: [{ title: 'Colour' }],
      variants: [variant('Grey', { sku: 'CAP-GREY' })],
    })
    const optionId = (product.options as Array<{ id: string }>)[0]!.id
    const added = await call('POST', `/admin/products/${product.id}/variants`, {
      title: 'Navy',
      sku: 'CAP-NAVY',
      options: [{ option_id: optionId, value: 'Navy' }],
      prices: [{ currency_code: 'usd', amount: 1200 }],
    })
    expect(added.statusCode, added.body).toBe(200)
    const listed = added.json().product.variants as Array<{ id: string; sku: string }>
    const grey = listed.find((v) => v.sku === 'CAP-GREY')!
    const navy = listed.find((v) => v.sku === 'CAP-NAVY')!
    const updated = await call('POST', `/admin/products/${product.id}`, {
      variants: [
        { id: grey.id },
        { id: navy.id },
        { title: 'Red', sku: 'CAP-RED', options: [{ option_id: optionId, value: 'Red' }] },
      ],
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const red = (updated.json().product.variants as Array<{ id: string; sku: string }>).find(
      (v) => v.sku === 'CAP-RED',
    )!
    const links = await linksOf([grey.id, navy.id, red.id])
    expect(links).toHaveLength(3)
    const skus = await q<{ sku: string }>('SELECT sku FROM inventory_item WHERE id = ANY($1) ORDER BY sku', [
      links.map((l) => l.inventory_item_id),
    ])
    expect(skus.map((s) => s.sku)).toEqual(['CAP-GREY', 'CAP-NAVY', 'CAP-RED'])
  })

  it('writes nothing when the request is refused', async () => {
    const before = await itemCount()
    const res = await call('POST', '/admin/products', {
      title: 'Twin Socks',
      sales_channels: [{ id: stocked }],
      options: [{ title: 'Size' }],
      variants: [variant('A', { sku: 'SOCK-A' }), variant('B', { sku: 'SOCK-A' })],
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(await itemCount()).toBe(before)
  })

  it("deletes a deleted variant's item, unless it holds reservations; then a new variant with its SKU takes it back", async () => {
    const product = await createProduct(t, admin, {
      title: 'Canvas Bag',
      sales_channels: [{ id: stocked }],
      options: [{ title: 'Model' }],
      variants: [
        {
          title: 'Bag',
          sku: 'BAG-1',
          prices: [{ currency_code: 'usd', amount: 3000 }],
          options: [{ value: 'Bag' }],
        },
      ],
    })
    const model = (product.options as Array<{ id: string }>)[0]!.id
    const first = (product.variants as Array<{ id: string }>)[0]!.id
    const [link] = await linksOf([first])
    const itemId = link!.inventory_item_id
    // Made with no count, the item still has its level at the location: it is restocked there.
    const level = await call('POST', `/admin/inventory-items/${itemId}/location-levels/${location}`, {
      stocked_quantity: 6,
    })
    expect(level.statusCode, level.body).toBe(200)
    const held = await call('POST', '/admin/reservations', {
      inventory_item_id: itemId,
      location_id: location,
      quantity: 2,
    })
    expect(held.statusCode, held.body).toBe(200)

    // Reserved units still have to go out: the item stays, with its stock.
    const del = await call('DELETE', `/admin/products/${product.id}/variants/${first}`)
    expect(del.statusCode, del.body).toBe(200)
    expect((await linksOf([first]))[0]!.deleted_at).not.toBeNull()
    const kept = (await call('GET', `/admin/inventory-items/${itemId}?expand=variants`)).json().inventory_item
    expect(kept).toMatchObject({ sku: 'BAG-1', stocked_quantity: 6, reserved_quantity: 2, variants: [] })

    const before = await itemCount()
    const again = await call('POST', `/admin/products/${product.id}/variants`, {
      title: 'Bag again',
      sku: 'BAG-1',
      prices: [{ currency_code: 'usd', amount: 3000 }],
      options: [{ option_id: model, value: 'Bag again' }],
    })
    expect(again.statusCode, again.body).toBe(200)
    const second = (again.json().product.variants as Array<{ id: string }>)[0]!.id
    expect(await linksOf([second])).toMatchObject([{ inventory_item_id: itemId, deleted_at: null }])
    expect(await itemCount()).toBe(before)
    const availability = (await call('GET', `/admin/variants/${second}/inventory`)).json().variant
      .sales_channel_availability
    expect(availability).toEqual([{ channel_name: 'Stocked', channel_id: stocked, available_quantity: 4 }])

    // Once nothing is reserved, deleting the product deletes its variants' items and their levels.
    expect((await call('DELETE', `/admin/reservations/${held.json().reservation.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/admin/products/${product.id}`)).statusCode).toBe(200)
    expect((await linksOf([second]))[0]!.deleted_at).not.toBeNull()
    expect((await call('GET', `/admin/inventory-items/${itemId}`)).statusCode).toBe(404)
    const [levels] = await q(
      'SELECT count(*)::int AS n FROM inventory_level WHERE inventory_item_id = $1 AND deleted_at IS NULL',
      [itemId],
    )
    expect(levels).toEqual({ n: 0 })
    // The SKU is free for a new item.
    const fresh = await createProduct(t, admin, {
      title: 'Canvas Bag II',
      sales_channels: [{ id: stocked }],
      variants: [{ title: 'Bag', sku: 'BAG-1', prices: [] }],
    })
    const [freshLink] = await linksOf([(fresh.variants as Array<{ id: string }>)[0]!.id])
    expect(freshLink!.inventory_item_id).not.toBe(itemId)
  })

  it('gives the new item no SKU when another live variant uses the item holding it', async () => {
    const product = await createProduct(t, admin, {
      title: 'Desk Lamp',
      sales_channels: [{ id: stocked }],
      options: [{ title: 'Style' }],
      variants: [{ title: 'Lamp', sku: 'LAMP-1', prices: [], options: [{ value: 'Lamp' }] }],
    })
    const style = (product.options as Array<{ id: string }>)[0]!.id
    const lamp = (product.variants as Array<{ id: string }>)[0]!.id
    const [link] = await linksOf([lamp])
    // The variant's SKU changes; its item keeps the old one (as in Medusa, items are edited on their own).
    const renamed = await call('POST', `/admin/products/${product.id}/variants/${lamp}`, { sku: 'LAMP-OLD' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const added = await call('POST', `/admin/products/${product.id}`, {
      variants: [
        { id: lamp },
        { title: 'Lamp 2', sku: 'LAMP-1', options: [{ option_id: style, value: 'Lamp 2' }] },
      ],
    })
    expect(added.statusCode, added.body).toBe(200)
    const lamp2 = (added.json().product.variants as Array<{ id: string; sku: string }>).find(
      (v) => v.sku === 'LAMP-1',
    )!.id
    const [link2] = await linksOf([lamp2])
    expect(link2!.inventory_item_id).not.toBe(link!.inventory_item_id)
    const [item] = await q('SELECT sku, title FROM inventory_item WHERE id = $1', [link2!.inventory_item_id])
    expect(item).toEqual({ sku: null, title: 'Desk Lamp / Lamp 2' })
  })

  it("keeps the store's inventory_quantity: the own count without a location, else the stock there", async () => {
    const [store] = await q<{ id: string }>('SELECT default_sales_channel_id AS id FROM store')
    const storeVariant = async (id: string) =>
      (await t.app.inject({ url: `/store/variants/${id}` })).json().variant
    const counted = await createProduct(t, admin, {
      title: 'Counted Tee',
      status: 'published',
      variants: [{ title: 'One', sku: 'COUNT-1', inventory_quantity: 5, prices: [] }],
    })
    const countedId = (counted.variants as Array<{ id: string }>)[0]!.id
    expect(await storeVariant(countedId)).toMatchObject({ inventory_quantity: 5, purchasable: true })

    await call('POST', `/admin/sales-channels/${store!.id}/stock-locations`, { location_id: location })
    const kept = await createProduct(t, admin, {
      title: 'Kept Tee',
      status: 'published',
      variants: [{ title: 'One', sku: 'KEPT-1', inventory_quantity: 5, prices: [] }],
    })
    const keptId = (kept.variants as Array<{ id: string }>)[0]!.id
    const [link] = await linksOf([keptId])
    // An item's stock is what its levels hold: the count the variant was made with, at the location.
    expect(await storeVariant(keptId)).toMatchObject({ inventory_quantity: 5, purchasable: true })
    const level = `/admin/inventory-items/${link!.inventory_item_id}/location-levels/${location}`
    expect((await call('POST', level, { stocked_quantity: 0 })).statusCode).toBe(200)
    expect(await storeVariant(keptId)).toMatchObject({ inventory_quantity: 0, purchasable: false })
    // The variant made before the location keeps its own count until it is stocked there.
    expect(await linksOf([countedId])).toEqual([])
    expect(await storeVariant(countedId)).toMatchObject({ inventory_quantity: 5, purchasable: true })
  })

  it('writes the items of any number of variants with one statement', async () => {
    const many = await insertProduct(t, { variants: 40, sales_channels: [stocked] })
    const one = await insertProduct(t, { variants: 1, sales_channels: [stocked] })
    const counter = countQueries(t.database)
    try {
      expect(await attachVariantInventoryItems(t.ctx.db, many.variantIds)).toHaveLength(40)
      expect(counter.count).toBe(1)
      counter.reset()
      expect(await attachVariantInventoryItems(t.ctx.db, one.variantIds)).toHaveLength(1)
      expect(counter.count).toBe(1)
      counter.reset()
      // Variants that have their item already are left alone.
      expect(await attachVariantInventoryItems(t.ctx.db, one.variantIds)).toEqual([])
    } finally {
      counter.stop()
    }
    expect(await linksOf([...many.variantIds, ...one.variantIds])).toHaveLength(41)
  })

  it('gives an item made with a count of 0 its level at 0, so it is exported and restocked', async () => {
    const product = await createProduct(t, admin, {
      title: 'Sold Out Scarf',
      sales_channels: [{ id: stocked }],
      options: [{ title: 'Colour' }],
      variants: [
        variant('Red', { sku: 'SCARF-RED', inventory_quantity: 0 }),
        variant('Blue', { sku: 'SCARF-BLUE', inventory_quantity: 2 }),
      ],
    })
    const ids = (product.variants as Array<{ id: string }>).map((v) => v.id)
    const levelsOf = () =>
      q<{ sku: string; stocked: number; location: string }>(
        `SELECT i.sku, il.stocked_quantity AS stocked, il.location_id AS location
           FROM product_variant_inventory_item l
           JOIN inventory_item i ON i.id = l.inventory_item_id
           JOIN inventory_level il ON il.inventory_item_id = i.id AND il.deleted_at IS NULL
          WHERE l.variant_id = ANY($1) AND l.deleted_at IS NULL ORDER BY i.sku`,
        [ids],
      )
    expect(await levelsOf()).toEqual([
      { sku: 'SCARF-BLUE', stocked: 2, location },
      { sku: 'SCARF-RED', stocked: 0, location },
    ])

    // Items made before this rule have no level; the migration gives them theirs, once, at 0.
    await q(
      `DELETE FROM inventory_level WHERE inventory_item_id IN (
         SELECT inventory_item_id FROM product_variant_inventory_item WHERE variant_id = ANY($1))`,
      [ids],
    )
    const backfill = readFileSync(join(MIGRATIONS_DIR, '0016_zero_stock_levels.sql'), 'utf8')
    await t.database.execScript(backfill)
    await t.database.execScript(backfill)
    expect(await levelsOf()).toEqual([
      { sku: 'SCARF-BLUE', stocked: 0, location },
      { sku: 'SCARF-RED', stocked: 0, location },
    ])
  })

  it('seeds the demo stock at the location that already sold the default channel', async () => {
    // With the Depot selling the default channel, demo variants get their items and stock as they are made.
    const [store] = await q<{ id: string }>('SELECT default_sales_channel_id AS id FROM store')
    await call('POST', `/admin/sales-channels/${store!.id}/stock-locations`, { location_id: location })
    await seedDemoCatalog(t.ctx)
    const rows = await q<{ sku: string; qty: number; stocked: number | null; location: string | null }>(
      `SELECT v.sku, v.inventory_quantity AS qty, il.stocked_quantity AS stocked, sl.name AS location
         FROM product_variant v
         JOIN product_variant_inventory_item l ON l.variant_id = v.id AND l.deleted_at IS NULL
         LEFT JOIN inventory_level il ON il.inventory_item_id = l.inventory_item_id
         LEFT JOIN stock_location sl ON sl.id = il.location_id
        WHERE v.sku LIKE 'DEMO-%' AND v.deleted_at IS NULL`,
    )
    expect(rows.length).toBeGreaterThan(50)
    for (const r of rows) expect(r).toEqual({ sku: r.sku, qty: r.qty, stocked: r.qty, location: 'Depot' })
  })
})
