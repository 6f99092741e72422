import type { AdminCredentials, TestApp } from '../../testing/harness'
import { createProduct } from '../../modules/catalog/test-helpers'

/**
 * A published mug with two variants sold through the default channel, whose stock is kept at North
 * (5 each, as the variants were made with); MUG-BLUE is also stocked at South (3), which sells nothing.
 */
export async function stockedMugs(t: TestApp, admin: AdminCredentials) {
  const call = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload })
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  const [store] = await t.database.query<{ id: string }>('SELECT default_sales_channel_id AS id FROM store')
  const north = (await call('/admin/stock-locations', { name: 'North' })).stock_location.id as string
  const south = (await call('/admin/stock-locations', { name: 'South; "Annex"' })).stock_location.id as string
  await call(`/admin/sales-channels/${store!.id}/stock-locations`, { location_id: north })
  const product = await createProduct(t, admin, {
    title: 'Mug',
    status: 'published',
    options: [{ title: 'Colour' }],
    variants: ['Blue', 'Red'].map((c) => ({
      title: c,
      sku: `MUG-${c.toUpperCase()}`,
      inventory_quantity: 5,
      prices: [{ currency_code: 'usd', amount: 900 }],
      options: [{ value: c }],
    })),
  })
  const items = await t.database.query<{ sku: string; id: string; variant_id: string }>(
    `SELECT v.sku, l.inventory_item_id AS id, v.id AS variant_id FROM product_variant v
       JOIN product_variant_inventory_item l ON l.variant_id = v.id AND l.deleted_at IS NULL
      WHERE v.product_id = $1 ORDER BY v.sku`,
    [product.id],
  )
  const blue = items.find((i) => i.sku === 'MUG-BLUE')!
  const red = items.find((i) => i.sku === 'MUG-RED')!
  await call(`/admin/inventory-items/${blue.id}/location-levels`, { location_id: south, stocked_quantity: 3 })
  return { productId: product.id as string, north, south, blue, red }
}

/** stocked_quantity of every live level, by "SKU@location name". */
export async function levels(t: TestApp) {
  const rows = await t.database.query<{ key: string; n: number }>(
    `SELECT i.sku || '@' || sl.name AS key, il.stocked_quantity AS n FROM inventory_level il
       JOIN inventory_item i ON i.id = il.inventory_item_id JOIN stock_location sl ON sl.id = il.location_id
      WHERE il.deleted_at IS NULL ORDER BY key`,
  )
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))
}
