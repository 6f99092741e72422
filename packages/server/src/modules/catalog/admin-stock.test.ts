import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok, storeClient } from '../carts/test-client'
import { loadPage } from '../../jobs/product-export/query'
import { type DemoStore, openDemoStore, placeOrder } from '../../testing/demo-store'

// The Admin API shows a variant kept at stock locations with what those locations hold, as the store
// does (and as Medusa v1's admin does over every sales channel), not its own count, which orders that
// reserve at a location never change.

let d: DemoStore
// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any
beforeAll(async () => {
  d = await openDemoStore()
})
afterAll(() => d.t.close())

async function adminViews(productId: string, variantId: string) {
  const of = (variants: Json[]) => variants.find((v: Json) => v.id === variantId).inventory_quantity
  const listed = await ok(d.admin, 'GET', `/admin/products?id=${productId}`)
  const one = await ok(d.admin, 'GET', `/admin/products/${productId}`)
  const variant = await ok(d.admin, 'GET', `/admin/variants/${variantId}`)
  const variants = await ok(d.admin, 'GET', `/admin/variants?id=${variantId}`)
  return {
    list: of(listed.products[0].variants),
    retrieve: of(one.product.variants),
    variant: variant.variant.inventory_quantity,
    variants: of(variants.variants),
  }
}

const everywhere = (qty: number) => ({ list: qty, retrieve: qty, variant: qty, variants: qty })

describe('stock in the Admin API', () => {
  it('is what the stock locations hold, after orders and a stock level change', async () => {
    const variant = d.tee.variants[0]
    const { variant: inventory } = await ok(d.admin, 'GET', `/admin/variants/${variant.id}/inventory`)
    const item = inventory.inventory[0]
    const level = item.location_levels[0]
    const held = level.stocked_quantity - level.reserved_quantity
    const store = async () =>
      (await ok(d.shop, 'GET', `/store/products/${d.tee.id}`)).product.variants.find(
        (v: Json) => v.id === variant.id,
      ).inventory_quantity
    expect(await adminViews(d.tee.id, variant.id)).toEqual(everywhere(held))
    expect(await store()).toBe(held)

    await placeOrder(d.shop, d.regions.europe, variant.id, 'fr', 'stock@example.com')
    expect(await adminViews(d.tee.id, variant.id)).toEqual(everywhere(held - 1))

    await ok(d.admin, 'POST', `/admin/inventory-items/${item.id}/location-levels/${level.location_id}`, {
      stocked_quantity: level.stocked_quantity + 20,
    })
    expect(await adminViews(d.tee.id, variant.id)).toEqual(everywhere(held + 19))
    expect(await store()).toBe(held + 19)
    // A product export's stock column says the same.
    const page = await loadPage(d.t.ctx.db, [d.tee.id])
    expect(page.variants.find((v) => v.id === variant.id)?.inventory_quantity).toBe(held + 19)
  })

  it('starts as the count a variant is created with, at the first location of its channels', async () => {
    const { product } = await ok(d.admin, 'POST', '/admin/products', {
      title: 'Counted Mug',
      status: 'published',
      options: [{ title: 'Size' }],
      variants: [{ title: 'One', inventory_quantity: 7, prices: [], options: [{ value: 'One' }] }],
    })
    const variant = product.variants[0]
    expect(variant.inventory_quantity).toBe(7)
    expect(await adminViews(product.id, variant.id)).toEqual(everywhere(7))
    const { variant: inventory } = await ok(d.admin, 'GET', `/admin/variants/${variant.id}/inventory`)
    expect(inventory.inventory[0].location_levels).toMatchObject([
      { stocked_quantity: 7, reserved_quantity: 0 },
    ])
    // Created in the default sales channel: the store without a publishable key.
    const shown = await ok(storeClient(d.t), 'GET', `/store/products/${product.id}`)
    expect(shown.product.variants[0].inventory_quantity).toBe(7)
  })

  it('is a variant’s own count when no location serves its product', async () => {
    const { product } = await ok(d.admin, 'POST', '/admin/products', {
      title: 'Unsold Mug',
      sales_channels: [],
      options: [{ title: 'Size' }],
      variants: [{ title: 'One', inventory_quantity: 4, prices: [], options: [{ value: 'One' }] }],
    })
    const variant = product.variants[0]
    expect(await adminViews(product.id, variant.id)).toEqual(everywhere(4))
    const { variant: inventory } = await ok(d.admin, 'GET', `/admin/variants/${variant.id}/inventory`)
    expect(inventory.inventory).toEqual([])
  })
})
