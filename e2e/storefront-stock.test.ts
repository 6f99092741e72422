import type { PricedProduct } from '@mercato/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type Shop, fillCheckoutAddress, shoot, startShop, storefrontWords } from './storefront-shop'

// Found by a shopper's walk-through: a checkout placed the order to the address the cart held while the
// form showed another, a sale of the last units elsewhere ended in a variant id, the product page said
// "Added" when stock let nothing in, and a parent category listed nothing and linked nowhere.

let shop: Shop
beforeAll(async () => {
  if (hasChromium) shop = await startShop()
})
afterAll(() => shop?.e.close())

const en = storefrontWords('en')

/** Sets what is in stock of a variant, through its inventory item's first location. */
async function setStock(sku: string, quantity: number) {
  const { inventory_items } = await shop.api<{
    inventory_items: { id: string; location_levels: { location_id: string }[] }[]
  }>(`/admin/inventory-items?sku=${encodeURIComponent(sku)}&expand=location_levels`, { headers: shop.admin })
  const item = inventory_items[0]!
  await shop.api(
    `/admin/inventory-items/${item.id}/location-levels/${item.location_levels[0]!.location_id}`,
    {
      method: 'POST',
      headers: shop.admin,
      body: { stocked_quantity: quantity },
    },
  )
}

/** A product of one variant (so the page needs no choice), with its SKU. */
async function singleVariantProduct(skip: string[] = []): Promise<PricedProduct & { sku: string }> {
  const products = await shop.homeProducts()
  const product = products.find((p) => p.variants.length === 1 && !skip.includes(p.id) && p.variants[0]!.sku)!
  return { ...product, sku: product.variants[0]!.sku! }
}

describe.skipIf(!hasChromium)('storefront stock and checkout', () => {
  it('places an order only once address changes are saved, and names a line that sold out meanwhile', async () => {
    const product = await singleVariantProduct()
    await setStock(product.sku, 10)
    const { page, context } = await shop.e.newPage()
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    await page.getByLabel('Quantity').fill('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 3 items' }).click()
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await fillCheckoutAddress(
      page,
      { first: 'Uma', last: 'Unsaved', street: '1 Main Street' },
      'uma@example.com',
    )

    // A new street typed in but not saved: the order waits for it.
    await page.getByLabel('Address', { exact: true }).fill('777 New Street')
    const place = page.getByRole('button', { name: 'Place order' })
    const unsaved = en('checkout.payment.addressUnsaved', { button: en('checkout.address.update') })
    await page.getByText(unsaved).waitFor()
    expect(await place.isDisabled()).toBe(true)
    // Refused (a bad e-mail), the change stays unsaved, and the shopper is told in words.
    await page.getByLabel('Email').fill('uma@example')
    await page.getByRole('button', { name: 'Update address' }).click()
    await page.getByText(en('common.errors.emailInvalid')).waitFor()
    expect(await place.isDisabled()).toBe(true)
    await page.getByLabel('Email').fill('uma@example.com')
    await page.getByRole('button', { name: 'Update address' }).click()
    await expect.poll(() => place.isDisabled()).toBe(false)
    expect(await page.getByText(unsaved).count()).toBe(0)

    // Another shopper bought all but two meanwhile.
    await setStock(product.sku, 2)
    await place.click()
    const alert = page.getByRole('alert').filter({
      hasText: en('checkout.payment.onlyLeft', { title: product.title, count: 2 }),
    })
    await alert.waitFor()
    expect(await alert.textContent()).not.toContain('variant_')
    await shoot(page, 'stock-sold-meanwhile')
    await alert.getByRole('link', { name: en('checkout.payment.changeCart') }).click()
    await page.getByText(en('cart.onlyLeft', { count: 2 })).waitFor()
    await page.getByLabel(`Quantity for ${product.title}`).selectOption('2')
    await expect.poll(() => page.getByText(en('cart.onlyLeft', { count: 2 })).count()).toBe(0)
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()

    // The order went to the address saved last, for the quantity left.
    const orderId = page.url().split('/').pop()!
    const { order } = await shop.api<{
      order: { email: string; shipping_address: { address_1: string }; items: { quantity: number }[] }
    }>(`/admin/orders/${orderId}`, { headers: shop.admin })
    expect(order.email).toBe('uma@example.com')
    expect(order.shipping_address.address_1).toBe('777 New Street')
    expect(order.items.map((i) => i.quantity)).toEqual([2])
    await context.close()
  }, 120_000)

  it('says what went into the cart when the stock caps it', async () => {
    const first = await singleVariantProduct()
    const product = await singleVariantProduct([first.id])
    await setStock(product.sku, 2)
    const { page, context } = await shop.e.newPage()
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    const quantity = page.getByLabel('Quantity')
    await quantity.fill('5')
    await page.getByText(en('catalogue.product.onlyLeft', { count: 2 })).waitFor()
    expect(await quantity.inputValue()).toBe('2')
    await quantity.fill('1')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByText(`Added ${product.title} to your cart`).waitFor()
    await quantity.fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByText(en('catalogue.product.addedLast', { count: 1, total: 2 })).waitFor()
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByText(en('catalogue.product.allInCart', { count: 2 })).waitFor()
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    await context.close()
  })

  it('lists the products of sub-categories under their parent, and links the sub-categories', async () => {
    const { product_categories } = await shop.api<{
      product_categories: {
        id: string
        name: string
        handle: string
        category_children: { name: string }[]
      }[]
    }>('/store/product-categories?parent_category_id=null&limit=100')
    const parent = product_categories.find((c) => c.category_children.length > 0)!
    const child = parent.category_children[0]!
    const { count } = await shop.api<{ count: number }>(
      `/store/products?category_id[]=${parent.id}&include_category_children=true&region_id=${shop.region.id}&limit=1`,
    )
    expect(count).toBeGreaterThan(0)

    const { page, context } = await shop.e.newPage()
    await page.goto(`/categories/${parent.handle}`)
    await page.getByRole('heading', { level: 1, name: parent.name }).waitFor()
    await page.getByText(en('catalogue.productCount', { count })).waitFor()
    const within = page.getByRole('navigation', {
      name: en('catalogue.category.within', { name: parent.name }),
    })
    await shoot(page, 'category-parent')
    await within.getByRole('link', { name: child.name }).click()
    await page.getByRole('heading', { level: 1, name: child.name }).waitFor()

    // A search that finds nothing says so, rather than that the shop is empty.
    await page.goto('/search?q=zzzxxq')
    await page.getByText(en('catalogue.search.none', { q: 'zzzxxq' })).waitFor()
    await context.close()
  })
})
