import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { type AdminCall, adminApi, createProduct, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'

const EMAIL = 'curator@example.com'
const PASSWORD = 'curator-password-1'

let e: E2E
let headers: Record<string, string>
let call: AdminCall
const ids: Record<string, string> = {}

const api = <T>(path: string) => call<T>('GET', path)

type Category = { id: string; name: string; rank: number; parent_category_id: string | null }
const category = (id: string) =>
  api<{ product_category: Category }>(`/admin/product-categories/${id}`).then((r) => r.product_category)
const productCollectionId = (id: string) =>
  api<{ product: { collection_id: string | null } }>(`/admin/products/${id}`).then(
    (r) => r.product.collection_id,
  )
const idFromUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop()!

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ headers, call } = await adminApi(e))
  ids.throw = await createProduct(call, { title: 'Linen Throw', status: 'published' })
  ids.bowl = await createProduct(call, { title: 'Cedar Bowl', status: 'published' })
  ids.mug = await createProduct(call, { title: 'Stone Mug', status: 'published' })
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** Opens the product picker, checks each product found by searching its title, and adds them. */
async function addProducts(page: Page, titles: string[]) {
  await page.getByRole('button', { name: 'Add products' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add products' })
  for (const title of titles) {
    await dialog.getByLabel('Search products').fill(title)
    await dialog.getByRole('checkbox', { name: title }).check()
  }
  expect(await dialog.getByText(`Selected: ${titles.length}`).count()).toBe(1)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect.poll(() => page.getByText(`Products added: ${titles.length}`).count()).toBe(1)
  await expect.poll(() => dialog.count()).toBe(0)
}

describe.skipIf(!hasChromium)('collections and categories in Chromium', () => {
  it('creates a collection, adds two products, removes one after asking', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/collections')
    await expect.poll(() => page.getByText('No collections yet').count()).toBe(1)

    await page.getByRole('button', { name: 'New collection' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create collection' })
    await form.getByRole('button', { name: 'Save' }).click()
    expect(await form.getByText('This field is required').count()).toBe(1)
    await form.getByLabel('Title').fill('Summer Living')
    // Escape with something typed asks first; keeping the edits leaves the form as it was.
    await page.keyboard.press('Escape')
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await question.waitFor()
    await shot(page, 'discard-changes-en')
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect.poll(() => question.count()).toBe(0)
    expect(await form.getByLabel('Title').inputValue()).toBe('Summer Living')
    await form.getByLabel('Handle').fill('summer-living')
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/app\/a\/collections\/pcol_/)
    await expect.poll(() => page.getByText('Collection created').count()).toBe(1)
    const collectionId = idFromUrl(page)
    await expect
      .poll(() => page.getByText('No products in this collection yet', { exact: false }).count())
      .toBe(1)

    await addProducts(page, ['Linen Throw', 'Cedar Bowl'])
    const members = page.getByRole('list', { name: 'Products' })
    await expect.poll(() => members.getByRole('listitem').count()).toBe(2)
    expect(await productCollectionId(ids.throw!)).toBe(collectionId)
    expect(await productCollectionId(ids.bowl!)).toBe(collectionId)
    expect(await productCollectionId(ids.mug!)).toBeNull()
    const listed = await api<{ products: { id: string }[] }>(`/admin/products?collection_id=${collectionId}`)
    expect(listed.products.map((p) => p.id).sort()).toEqual([ids.throw, ids.bowl].sort())

    await page.getByRole('button', { name: 'Remove Cedar Bowl' }).click()
    const ask = page.getByRole('alertdialog')
    await ask.getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => page.getByText('Product removed').count()).toBe(1)
    await expect.poll(() => members.getByRole('listitem').count()).toBe(1)
    expect(await productCollectionId(ids.bowl!)).toBeNull()
    expect(await productCollectionId(ids.throw!)).toBe(collectionId)

    // Edit title and metadata; each save is checked through the Admin API.
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit collection' })
    await edit.getByLabel('Title').fill('Summer Living Room')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByText('Collection saved').count()).toBe(1)
    await page.getByRole('button', { name: 'Edit metadata' }).click()
    const meta = page.getByRole('dialog', { name: 'Edit metadata' })
    await meta.getByRole('button', { name: 'Add row' }).click()
    await meta.getByLabel('Key 1').fill('season')
    await meta.getByLabel('Value 1').fill('summer')
    await meta.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => meta.count()).toBe(0)
    const stored = await api<{ collection: { title: string; handle: string; metadata: unknown } }>(
      `/admin/collections/${collectionId}`,
    )
    expect(stored.collection).toMatchObject({
      title: 'Summer Living Room',
      handle: 'summer-living',
      metadata: { season: 'summer' },
    })
    await shot(page, 'collection-detail-en')

    // The list searches through the URL and counts each collection's products.
    await page.goto('/app/a/collections?q=summer')
    const row = page.getByRole('row').filter({ hasText: 'Summer Living Room' })
    await expect.poll(() => row.count()).toBe(1)
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('1')
    expect(await row.textContent()).toContain('summer-living')
    await shot(page, 'collections-en')
    await page.goto('/app/a/collections?q=winter')
    await expect
      .poll(() => page.getByText('No results for “winter”', { exact: false }).count())
      .toBeGreaterThan(0)

    // Delete asks first, then returns to the list; the products stay.
    await page.goto(`/app/a/collections/${collectionId}`)
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL(/\/app\/a\/collections$/)
    await expect.poll(() => page.getByText('Collection deleted').count()).toBe(1)
    expect((await fetch(`${e.baseUrl}/admin/collections/${collectionId}`, { headers })).status).toBe(404)
    expect((await fetch(`${e.baseUrl}/admin/products/${ids.throw}`, { headers })).status).toBe(200)
    await context.close()
  })

  it('nests a category under another, adds a product to it and reorders siblings', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/product-categories')
    await expect.poll(() => page.getByText('No categories yet').count()).toBe(1)

    await page.getByRole('button', { name: 'New category' }).first().click()
    let form = page.getByRole('dialog', { name: 'Create category' })
    await form.getByLabel('Name').fill('Home Decor')
    await form.getByLabel('Description').fill('Everything for the living room.')
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/app\/a\/product-categories\/pcat_/)
    const parentId = idFromUrl(page)
    await expect.poll(() => page.getByText('Category created').count()).toBe(1)

    await page.getByRole('button', { name: 'Add subcategory' }).click()
    form = page.getByRole('dialog', { name: 'Create category' })
    expect(await form.getByLabel('Parent category').inputValue()).toBe(parentId)
    await form.getByLabel('Name').fill('Lighting')
    await form.getByRole('switch', { name: 'Internal' }).click()
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(
      (url) => url.pathname.includes('/product-categories/pcat_') && !url.pathname.endsWith(parentId),
    )
    const childId = idFromUrl(page)
    await expect.poll(() => page.getByRole('link', { name: 'Home Decor' }).count()).toBe(1)

    await addProducts(page, ['Stone Mug'])
    const child = await category(childId)
    expect(child.parent_category_id).toBe(parentId)
    const inChild = await api<{ products: { id: string }[] }>(`/admin/products?category_id=${childId}`)
    expect(inChild.products.map((p) => p.id)).toEqual([ids.mug])

    // A second top-level category, then moved above the first.
    await page.goto('/app/a/product-categories?new=1')
    form = page.getByRole('dialog', { name: 'Create category' })
    await form.getByLabel('Name').fill('Garden')
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname.includes('/pcat_') && !url.search)
    const gardenId = idFromUrl(page)
    await expect.poll(() => page.getByText('Position 2 of 2').count()).toBe(1)
    await page.getByRole('button', { name: 'Move up' }).click()
    await expect.poll(() => page.getByText('Position 1 of 2').count()).toBe(1)
    expect((await category(gardenId)).rank).toBe(0)
    expect((await category(parentId)).rank).toBe(1)
    await page.goto(`/app/a/product-categories/${childId}`)
    await expect.poll(() => page.getByText('Stone Mug').count()).toBe(1)
    await shot(page, 'category-detail-en')

    await page.goto('/app/a/product-categories')
    const tree = page.getByRole('tree', { name: 'Category tree' })
    const items = tree.getByRole('treeitem')
    await expect.poll(() => items.count()).toBe(3)
    expect(await items.nth(0).getAttribute('aria-labelledby')).toContain(gardenId)
    const decor = tree.getByRole('treeitem', { name: 'Home Decor' })
    const lighting = tree.getByRole('treeitem', { name: 'Lighting' })
    expect(await decor.getAttribute('aria-expanded')).toBe('true')
    expect(await lighting.getAttribute('aria-level')).toBe('2')
    expect(await lighting.textContent()).toContain('Internal')
    await shot(page, 'categories-en')

    // Keyboard: Down to Home Decor, Left closes it, Right opens it again, Down then Enter opens Lighting.
    await items.nth(0).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => items.count()).toBe(2)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => items.count()).toBe(3)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/product-categories/${childId}$`))
    await context.close()
  })

  it('lays the category tree out right to left in Arabic', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/product-categories?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('button', { name: 'فئة جديدة' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('treeitem').count()).toBe(3)
    await shot(page, 'categories-ar')

    // Closing a form with something typed asks first, in Arabic too; discarding creates nothing.
    await page.getByRole('button', { name: 'فئة جديدة' }).click()
    await page.getByRole('dialog').getByRole('textbox').first().fill('مصابيح')
    await page.keyboard.press('Escape')
    const question = page.getByRole('alertdialog', { name: 'تجاهل التغييرات؟' })
    await question.waitFor()
    await shot(page, 'discard-changes-ar')
    await question.getByRole('button', { name: 'تجاهل', exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    const { product_categories } = await api<{ product_categories: Category[] }>('/admin/product-categories')
    expect(product_categories.map((c) => c.name)).not.toContain('مصابيح')
    await context.close()
  })
})
