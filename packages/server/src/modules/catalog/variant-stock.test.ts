import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../jobs/sql'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, storeClient } from '../carts/test-client'

// A count sent with a variant update goes where the Admin API and the store read the variant's stock:
// its own column, or its one stock level; where there is no single level it is refused, unless it is
// the count already shown.

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let t: TestApp
let admin: Call
let channel: string
beforeAll(async () => {
  t = await startTestApp()
  admin = storeClient(t, (await createAdmin(t)).headers)
  channel = (await ok(admin, 'GET', '/admin/store')).store.default_sales_channel_id
  await newLocation('Depot')
})
afterAll(() => t.close())

async function newLocation(name: string): Promise<string> {
  const { stock_location } = await ok(admin, 'POST', '/admin/stock-locations', { name })
  await ok(admin, 'POST', `/admin/sales-channels/${channel}/stock-locations`, {
    location_id: stock_location.id,
  })
  return stock_location.id
}

/** A published product in the default channel with one variant counting `qty`, stocked at the first location. */
async function stockedProduct(title: string, qty: number) {
  const { product } = await ok(admin, 'POST', '/admin/products', {
    title,
    status: 'published',
    options: [{ title: 'Size' }],
    variants: [{ title: 'One', inventory_quantity: qty, prices: [], options: [{ value: 'One' }] }],
  })
  const variant = product.variants[0]
  const { variant: inventory } = await ok(admin, 'GET', `/admin/variants/${variant.id}/inventory`)
  const item = inventory.inventory[0]
  return {
    productId: product.id as string,
    variantId: variant.id as string,
    item: item.id as string,
    option: product.options[0].id as string,
  }
}

/** The stock the admin, the store and the variant's own column have, and the item's levels. */
async function stockOf(productId: string, variantId: string, item?: string) {
  const adminView = (await ok(admin, 'GET', `/admin/products/${productId}`)).product.variants.find(
    (v: Json) => v.id === variantId,
  ).inventory_quantity
  const store = (await ok(storeClient(t), 'GET', `/store/products/${productId}`)).product.variants.find(
    (v: Json) => v.id === variantId,
  ).inventory_quantity
  const [own] = await rowsOf<{ q: number }>(
    t.ctx.db,
    sql`SELECT inventory_quantity AS q FROM product_variant WHERE id = ${variantId}`,
  )
  const levels = item
    ? (
        await ok(admin, 'GET', `/admin/inventory-items/${item}/location-levels`)
      ).inventory_item.location_levels
        .map((l: Json) => ({
          location: l.location_id,
          stocked: l.stocked_quantity,
          reserved: l.reserved_quantity,
        }))
        .sort((a: Json, b: Json) => (a.location < b.location ? -1 : 1))
    : []
  return { admin: adminView, store, own: Number(own!.q), levels }
}

describe('a variant update’s stock count', () => {
  it('becomes what the one stock level holds, on top of what is reserved', async () => {
    const { productId, variantId, item } = await stockedProduct('Single Mug', 7)
    const before = await stockOf(productId, variantId, item)
    const location = before.levels[0].location
    await ok(admin, 'POST', '/admin/reservations', {
      inventory_item_id: item,
      location_id: location,
      quantity: 2,
    })
    expect((await stockOf(productId, variantId)).admin).toBe(5)

    await ok(admin, 'POST', `/admin/products/${productId}/variants/${variantId}`, { inventory_quantity: 0 })
    expect(await stockOf(productId, variantId, item)).toEqual({
      admin: 0,
      store: 0,
      own: 0,
      levels: [{ location, stocked: 2, reserved: 2 }],
    })

    // The same through the product's list of variants.
    await ok(admin, 'POST', `/admin/products/${productId}`, {
      variants: [{ id: variantId, inventory_quantity: 4 }],
    })
    expect(await stockOf(productId, variantId, item)).toEqual({
      admin: 4,
      store: 4,
      own: 4,
      levels: [{ location, stocked: 6, reserved: 2 }],
    })
  })

  it('is refused, with nothing changed, where the variant is kept at several locations', async () => {
    const { productId, variantId, item } = await stockedProduct('Spread Mug', 4)
    const second = await newLocation('Annex')
    await ok(admin, 'POST', `/admin/inventory-items/${item}/location-levels`, {
      location_id: second,
      stocked_quantity: 3,
    })
    const before = await stockOf(productId, variantId, item)
    expect(before.admin).toBe(7)

    for (const [url, payload] of [
      [`/admin/products/${productId}/variants/${variantId}`, { inventory_quantity: 1, title: 'Renamed' }],
      [
        `/admin/products/${productId}`,
        { title: 'Renamed', variants: [{ id: variantId, inventory_quantity: 1 }] },
      ],
    ] as const) {
      const res = await admin('POST', url, payload)
      expect(res.status, url).toBe(400)
      expect(res.body.type).toBe('invalid_data')
      expect(res.body.message).toContain('/admin/inventory-items/{id}/location-levels/{location_id}')
      expect(res.body.message).toContain(item)
      expect(await stockOf(productId, variantId, item)).toEqual(before)
    }
    const { product } = await ok(admin, 'GET', `/admin/products/${productId}`)
    expect(product.title).toBe('Spread Mug')
    expect(product.variants[0].title).toBe('One')

    // The count shown, as a client sending the whole variant back does, is accepted.
    await ok(admin, 'POST', `/admin/products/${productId}/variants/${variantId}`, {
      inventory_quantity: 7,
      title: 'Kept',
    })
    await ok(admin, 'POST', `/admin/products/${productId}`, {
      variants: [{ id: variantId, inventory_quantity: 7 }],
    })
    const after = await stockOf(productId, variantId, item)
    expect(after.levels).toEqual(before.levels)
    expect(after.admin).toBe(7)
  })

  it('is refused where the variant shares its inventory item with another variant', async () => {
    const { productId, variantId, item, option } = await stockedProduct('Shared Mug', 5)
    const { product } = await ok(admin, 'POST', `/admin/products/${productId}/variants`, {
      title: 'Twin',
      manage_inventory: false,
      prices: [],
      options: [{ option_id: option, value: 'Twin' }],
    })
    const twin = product.variants.find((v: Json) => v.title === 'Twin').id
    // No Admin route links a second variant to an item: a link as a migrated shop may have.
    await t.ctx.db.execute(
      sql`INSERT INTO product_variant_inventory_item (id, inventory_item_id, variant_id) VALUES ('pvitem_twin', ${item}, ${twin})`,
    )
    const before = await stockOf(productId, variantId, item)
    const res = await admin('POST', `/admin/products/${productId}/variants/${variantId}`, {
      inventory_quantity: 9,
    })
    expect(res.status).toBe(400)
    expect(res.body.type).toBe('invalid_data')
    expect(await stockOf(productId, variantId, item)).toEqual(before)
  })

  it('is refused where the variant needs several items', async () => {
    const { productId, variantId, item } = await stockedProduct('Kit Mug', 5)
    // A second item for the same variant: a kit.
    const { inventory_item: lid } = await ok(admin, 'POST', '/admin/inventory-items', {
      variant_id: variantId,
      sku: 'KIT-LID',
    })
    const before = await stockOf(productId, variantId, item)
    const res = await admin('POST', `/admin/products/${productId}/variants/${variantId}`, {
      inventory_quantity: 3,
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain(lid.id)
    expect(await stockOf(productId, variantId, item)).toEqual(before)
  })

  it('is the variant’s own count when it has no inventory item', async () => {
    const { productId, option } = await stockedProduct('Plain Mug', 1)
    const { product } = await ok(admin, 'POST', `/admin/products/${productId}/variants`, {
      title: 'Loose',
      manage_inventory: false,
      inventory_quantity: 2,
      prices: [],
      options: [{ option_id: option, value: 'Loose' }],
    })
    const loose = product.variants.find((v: Json) => v.title === 'Loose').id
    await ok(admin, 'POST', `/admin/products/${productId}/variants/${loose}`, { inventory_quantity: 9 })
    expect(await stockOf(productId, loose)).toEqual({ admin: 9, store: 9, own: 9, levels: [] })
  })
})
