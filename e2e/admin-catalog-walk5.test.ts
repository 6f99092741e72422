import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  byLabel,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'
import type { Json } from './order-desk'

// Defects of a walk-through of categories and the products list's filters: no handle made from a
// name in another script, a raw key in "Edit categories", a parent category that filtered nothing,
// a handle conflict shown as a toast about a word never typed, and filter menus unordered, flat and
// cut at 100 values.

const EMAIL = 'catalog5@example.com'
const PASSWORD = 'catalog5-password-1'
// A category name per language, in a script that has no Latin letters.
const NAMES = { en: 'Постельное бельё', ar: 'ملابس نوم' } as const
const HANDLES = { en: 'постельное-бельё', ar: 'ملابس-نوم' } as const
const TAG_COUNT = 105

let e: E2E
let call: AdminCall
let apparel = ''
let productId = ''
let tagged = ''

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  const { product_categories } = await call<Json>('GET', '/admin/product-categories?handle=apparel')
  apparel = product_categories[0].id
  const { products } = await call<Json>('GET', '/admin/products?handle=classic-tee')
  productId = products[0].id
  // More tags than a menu lists at once: the last ones are reached by searching.
  const tags = Array.from({ length: TAG_COUNT }, (_, i) => ({
    value: `Walk tag ${String(i + 1).padStart(3, '0')}`,
  }))
  tagged = (await call<Json>('POST', '/admin/products', { title: 'Tagged Teapot', tags })).product.id
}, 240_000)
afterAll(() => e?.close())

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })
const rows = (page: Page) => page.getByRole('table').first().getByRole('row')
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text)

describe.skipIf(!hasChromium)('catalogue walk-through fixes (5) in Chromium', () => {
  for (const lng of ['en', 'ar'] as const) {
    const cat = dashboardStrings(lng, 'catalogue') as Json
    const detail = dashboardStrings(lng, 'product-detail') as Json
    const shell = dashboardStrings(lng, 'translation') as Json

    it(`makes a category's handle from ${lng === 'en' ? 'a Cyrillic' : 'an Arabic'} name, and puts a taken one under Handle (${lng})`, async () => {
      const { page, context } = await e.newPage()
      await signIn(page, EMAIL, PASSWORD, lng)
      const create = async (name: string) => {
        await page.goto(`/app/a/product-categories?new=1&lng=${lng}`)
        const dialog = page.getByRole('dialog', { name: cat.categories.createTitle })
        await byLabel(dialog, cat.fields.name).fill(name)
        await dialog.getByRole('button', { name: cat.actions.save, exact: true }).click()
        return dialog
      }
      await create(NAMES[lng])
      await page.waitForURL(/\/product-categories\/pcat_/)
      const { product_categories: made } = await call<Json>(
        'GET',
        `/admin/product-categories?handle=${encodeURIComponent(HANDLES[lng])}`,
      )
      expect(made.map((c: Json) => c.name)).toEqual([NAMES[lng]])
      await page.getByText(`/${HANDLES[lng]}`).waitFor()

      // The same name again: the derived handle is taken, and said so under the Handle field.
      const dialog = await create(NAMES[lng])
      const handle = byLabel(dialog, cat.fields.handle)
      await expect.poll(() => handle.inputValue()).toBe(HANDLES[lng])
      const message = fill(cat.errors.handleTaken, { handle: HANDLES[lng] })
      await dialog.getByText(message).waitFor()
      expect(await handle.getAttribute('aria-invalid')).toBe('true')
      expect(await page.getByText(cat.errors.title, { exact: true }).count()).toBe(0)
      await shot(page, `catalog5-handle-taken-${lng}`)
      await handle.fill(`${HANDLES[lng]}-2`)
      await dialog.getByRole('button', { name: cat.actions.save, exact: true }).click()
      await page.waitForURL(/\/product-categories\/pcat_/)
      const { count } = await call<Json>(
        'GET',
        `/admin/product-categories?handle=${encodeURIComponent(`${HANDLES[lng]}-2`)}`,
      )
      expect(count).toBe(1)
      await context.close()
    })

    it(`names the categories field in "Edit categories" (${lng})`, async () => {
      const { page, context } = await e.newPage()
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/products/${productId}?lng=${lng}`)
      const section = page.getByRole('region', { name: detail.categories.title })
      await section.getByRole('button', { name: detail.categories.edit }).click()
      const dialog = page.getByRole('dialog', { name: detail.categories.edit_title })
      const group = dialog.getByRole('group', { name: detail.categories.field })
      await group.waitFor()
      expect(await dialog.getByText('categories.', { exact: false }).count()).toBe(0)
      // Two categories carry the name now (the second with its own handle): the first is taken.
      await group.getByRole('checkbox', { name: NAMES[lng], exact: true }).first().check()
      await shot(page, `catalog5-edit-categories-${lng}`)
      await dialog.getByRole('button', { name: detail.actions.save, exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      const { product } = await call<Json>('GET', `/admin/products/${productId}?expand=categories`)
      expect(product.categories.map((c: Json) => c.name)).toContain(NAMES[lng])
      await context.close()
    })

    it(`filters by a parent category with its subcategories, and lists menus in order (${lng})`, async () => {
      const { page, context } = await e.newPage()
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/products?lng=${lng}`)
      await rows(page).nth(1).waitFor()

      // Types: by name.
      await page.getByRole('button', { name: shell.products.filters.type, exact: true }).click()
      const types = await page.getByRole('menuitemcheckbox').allTextContents()
      expect(types.length).toBeGreaterThan(1)
      expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })))
      await page.keyboard.press('Escape')

      // Categories: the tree, parents first, and "Apparel" takes in its subcategories.
      await page.getByRole('button', { name: shell.products.filters.category, exact: true }).click()
      const menu = page.getByRole('menu')
      await menu.getByText(shell.products.filters.subcategoriesIncluded).waitFor()
      const names = await menu
        .getByRole('menuitemcheckbox')
        .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? i.textContent))
      expect(names.indexOf('Apparel')).toBeGreaterThanOrEqual(0)
      expect(names.indexOf('Apparel › Tops')).toBe(names.indexOf('Apparel') + 1)
      await menu.getByRole('menuitemcheckbox', { name: 'Apparel', exact: true }).click()
      await shot(page, `catalog5-category-filter-${lng}`)
      await page.keyboard.press('Escape')
      await page.waitForURL(/[?&]category_id=pcat_/)
      const { count } = await call<Json>(
        'GET',
        `/admin/products?category_id[]=${apparel}&include_category_children=true&limit=1`,
      )
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(20)
      await expect.poll(() => rows(page).count()).toBe(count + 1)
      await context.close()
    })

    it(`finds a tag past the first hundred by searching the menu (${lng})`, async () => {
      const { page, context } = await e.newPage()
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/products?lng=${lng}`)
      await rows(page).nth(1).waitFor()
      await page.getByRole('button', { name: shell.products.filters.tags, exact: true }).click()
      const search = page.getByRole('searchbox', {
        name: fill(shell.table.filterSearchLabel, { filter: shell.products.filters.tags }),
      })
      await search.fill('Walk tag 104')
      const option = page.getByRole('menuitemcheckbox', { name: 'Walk tag 104', exact: true })
      await option.click()
      await shot(page, `catalog5-tag-search-${lng}`)
      await page.keyboard.press('Escape')
      await page.waitForURL(/[?&]tags=ptag_/)
      await expect.poll(() => rows(page).count()).toBe(2)
      await rows(page).filter({ hasText: 'Tagged Teapot' }).waitFor()
      const tag = new URL(page.url()).searchParams.get('tags')
      const { product_tags } = await call<Json>('GET', `/admin/product-tags?id=${tag}`)
      expect(product_tags[0].value).toBe('Walk tag 104')
      const { products } = await call<Json>('GET', `/admin/products?tags[]=${tag}`)
      expect(products.map((p: Json) => p.id)).toEqual([tagged])
      await context.close()
    })
  }

  // The server render gets the path percent-encoded and decodes the handle before looking it up.
  it('serves a product with a Cyrillic handle from the storefront', async () => {
    const { product } = await call<Json>('POST', '/admin/products', {
      title: 'Плед шерстяной',
      status: 'published',
    })
    expect(product.handle).toBe('плед-шерстяной')
    const res = await fetch(`${e.baseUrl}/products/${encodeURIComponent(product.handle)}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Плед шерстяной')
  })
})
