import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { seedDemo } from '../packages/server/src/seed'
import {
  type AdminCall,
  adminApi,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'
import { apiCaller, placeOrder } from './order-desk'

const EMAIL = 'imports@example.com'
const PASSWORD = 'imports-password-1'

let e: E2E
let call: AdminCall
let headers: Record<string, string>

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call, headers } = await adminApi(e))
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

interface ApiProduct {
  id: string
  handle: string
  status: string
  title: string
  variants: Array<{ id: string; sku: string; prices: Array<{ currency_code: string; amount: number }> }>
}

/** The products whose title matches `q`, through the Admin API. */
async function productsMatching(q: string) {
  const query = `q=${encodeURIComponent(q)}&expand=variants,variants.prices`
  return (await call<{ products: ApiProduct[] }>('GET', `/admin/products?${query}`)).products
}

async function chooseCsv(
  dialog: Locator,
  name: string,
  lines: string[],
  labels = { file: 'CSV file', check: 'Upload and check' },
) {
  await dialog.getByLabel(labels.file, { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
  })
  await dialog.getByRole('button', { name: labels.check }).click()
}

/** The cells of the change table's row for `column`. */
const changeRow = (dialog: Locator, column: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByRole('rowheader', { name: column, exact: true }) })

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title })

describe.skipIf(!hasChromium)('product import and export in Chromium', () => {
  it('imports two products after a dry-run summary, and they appear in the list and the API', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    await page.getByRole('button', { name: 'Import products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import products' })

    // The template is generated in the browser: the importer's header and one example row.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV template' }).click(),
    ])
    expect(template.suggestedFilename()).toBe('product-import-template.csv')
    const lines = readFileSync((await template.path())!, 'utf8').split('\r\n')
    expect(lines[0]!.split(';').slice(0, 3)).toEqual(['Product Id', 'Product Handle', 'Product Title'])
    expect(lines[1]).toContain('linen-shirt')

    await chooseCsv(dialog, 'furniture.csv', [
      'Product Handle;Product Title;Product Status;Variant Title;Variant SKU;Variant Inventory Quantity;Option 1 Name;Option 1 Value;Price USD',
      'cedar-bench;Cedar Bench;published;Natural;CEDAR-1;4;Finish;Natural;120.00',
      'cedar-bench;;;Oiled;CEDAR-2;2;Finish;Oiled;135.00',
      'pine-stool;Pine Stool;draft;One size;PINE-1;9;Size;One;45.50',
    ])
    await expect.poll(() => dialog.getByText('Ready to import').count(), { timeout: 20_000 }).toBe(1)
    expect(await dialog.getByRole('term').allTextContents()).toEqual([
      'Products to create',
      'Products to update',
      'Products unchanged',
      'Variants to create',
      'Variants to update',
      'Variants unchanged',
    ])
    expect(await dialog.getByRole('definition').allTextContents()).toEqual(['2', '0', '0', '3', '0', '0'])
    await shot(page, 'import-dialog-en')
    // A dry run writes nothing.
    expect(await productsMatching('Cedar Bench')).toHaveLength(0)

    await dialog.getByRole('button', { name: 'Confirm import' }).click()
    await expect.poll(() => dialog.getByText('Import completed').count(), { timeout: 30_000 }).toBe(1)
    // The dashboard's batch-job polling announces the finished job.
    await expect
      .poll(() => page.getByText('product import batch job completed').count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => row(page, 'Cedar Bench').count()).toBe(1)
    expect(await row(page, 'Pine Stool').count()).toBe(1)

    const [bench] = await productsMatching('Cedar Bench')
    expect(bench).toMatchObject({ handle: 'cedar-bench', status: 'published' })
    expect(bench!.variants.map((v) => v.sku).sort()).toEqual(['CEDAR-1', 'CEDAR-2'])
    const oiled = bench!.variants.find((v) => v.sku === 'CEDAR-2')
    expect(oiled!.prices.map((p) => [p.currency_code, p.amount])).toEqual([['usd', 13500]])
    const [stool] = await productsMatching('Pine Stool')
    expect(stool).toMatchObject({ handle: 'pine-stool', status: 'draft' })
    await context.close()
  })

  it('shows the row numbers of a bad file, refuses to confirm it, and creates nothing', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    await page.getByRole('button', { name: 'Import products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import products' })
    await chooseCsv(dialog, 'bad.csv', [
      'Product Handle;Product Title;Variant SKU;Price USD',
      'maple-desk;Maple Desk;MAPLE-1;300.00',
      ';No Handle;NOHANDLE-1;10.00',
      'walnut-shelf;Walnut Shelf;WALNUT-1;12,50',
    ])
    const errors = dialog.getByRole('region', { name: 'The file has errors; nothing was imported' })
    await expect.poll(() => errors.count(), { timeout: 20_000 }).toBe(1)
    const items = await errors.getByRole('listitem').allTextContents()
    expect(items).toHaveLength(2)
    expect(items[0]).toBe('Row 3: Product Handle is required')
    expect(items[1]).toMatch(/^Row 4: Price USD must be a price like 12\.50/)
    expect(await dialog.getByRole('button', { name: 'Confirm import' }).isDisabled()).toBe(true)
    await shot(page, 'import-errors-en')

    for (const title of ['Maple Desk', 'No Handle', 'Walnut Shelf'])
      expect(await productsMatching(title)).toHaveLength(0)

    // The same dialog in Arabic lays out right to left.
    await page.goto('/app/a/products?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('button', { name: 'استيراد المنتجات' }).click()
    const arabic = page.getByRole('dialog', { name: 'استيراد المنتجات' })
    await expect.poll(() => arabic.getByLabel('ملف CSV', { exact: true }).count()).toBe(1)
    await shot(page, 'import-dialog-ar')
    await context.close()
  })

  it('exports the list to a CSV, lists jobs in the activity panel, and cancels a waiting job', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    await page.getByRole('button', { name: 'Export products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export products' })
    await expect.poll(() => dialog.getByText('All products').count()).toBe(1)
    await dialog.getByRole('button', { name: 'Start export' }).click()
    const downloadButton = dialog.getByRole('button', { name: 'Download CSV' })
    await expect.poll(() => downloadButton.count(), { timeout: 30_000 }).toBe(1)
    const [file] = await Promise.all([page.waitForEvent('download'), downloadButton.click()])
    const text = readFileSync((await file.path())!, 'utf8')
    // A UTF-8 BOM first, so Excel reads the text as UTF-8.
    expect(text.startsWith('\uFEFFProduct Id;')).toBe(true)
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '')
    const header = lines[0]!.split(';')
    expect(header.slice(0, 3)).toEqual(['Product Id', 'Product Handle', 'Product Title'])
    // One line per variant: the bench's two and the stool's one, with the ids the API knows.
    const handleColumn = header.indexOf('Product Handle')
    const handles = lines.slice(1).map((line) => line.split(';')[handleColumn])
    expect(handles.sort()).toEqual(['cedar-bench', 'cedar-bench', 'pine-stool'])
    const [bench] = await productsMatching('Cedar Bench')
    expect(lines.filter((line) => line.startsWith(`${bench!.id};`))).toHaveLength(2)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // A dry-run export waits for confirmation: a job the panel may cancel.
    const waiting = await page.request.post('/admin/batch-jobs', {
      data: { type: 'product-export', context: {}, dry_run: true },
    })
    expect(waiting.status()).toBe(201)
    const waitingId = ((await waiting.json()) as { batch_job: { id: string } }).batch_job.id

    await page.getByRole('button', { name: /^Activity/ }).click()
    const panel = page.getByRole('dialog', { name: 'Activity' })
    const jobs = panel.getByRole('listitem')
    const finishedExport = jobs.filter({ hasText: 'Product export' }).filter({ hasText: 'Completed' })
    await expect.poll(() => finishedExport.count(), { timeout: 20_000 }).toBe(1)
    expect(await finishedExport.getByRole('button', { name: 'Download CSV' }).count()).toBe(1)
    const imports = jobs.filter({ hasText: 'Product import' })
    expect(await imports.filter({ hasText: 'Completed' }).count()).toBe(1)
    expect(await imports.filter({ hasText: 'Failed' }).count()).toBe(1)
    // A failed job says why.
    expect(
      await imports
        .filter({ hasText: 'Failed' })
        .getByText(/^Reason: /)
        .count(),
    ).toBeGreaterThan(0)
    const ready = jobs.filter({ hasText: 'Waiting for you to confirm' })
    await expect.poll(() => ready.count(), { timeout: 20_000 }).toBe(1)
    await shot(page, 'batch-jobs-panel-en')

    await ready.getByRole('button', { name: 'Cancel job' }).click()
    const ask = page.getByRole('alertdialog')
    expect(await ask.getByText('Cancel this job?').count()).toBe(1)
    await ask.getByRole('button', { name: 'Cancel job' }).click()
    await expect.poll(() => jobs.filter({ hasText: 'Canceled' }).count(), { timeout: 20_000 }).toBe(1)
    const job = await page.request.get(`/admin/batch-jobs/${waitingId}`)
    expect(((await job.json()) as { batch_job: { status: string } }).batch_job.status).toBe('canceled')
    await context.close()
  })

  it('reads a Windows-1252 file, says so, and names a collection it will create', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    await page.getByRole('button', { name: 'Import products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import products' })
    const text =
      'Product Handle;Product Title;Product Collection Handle\r\nstoneware-mug;Stoneware Mug – Café Crème;Cozy Hom\r\n'
    // What Excel's plain "CSV" writes on Windows: one byte a letter, the en dash 0x96.
    const bytes = Buffer.from(text, 'latin1')
    bytes.forEach((_, i) => {
      if (text[i] === '–') bytes[i] = 0x96
    })
    await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'mugs.csv',
      mimeType: 'text/csv',
      buffer: bytes,
    })
    await dialog.getByRole('button', { name: 'Upload and check' }).click()
    const note = dialog.getByRole('note')
    await expect.poll(() => note.count(), { timeout: 20_000 }).toBe(1)
    expect(await note.textContent()).toContain('it was read as Windows-1252')
    const created = dialog.getByRole('region', { name: 'The import will also create' })
    expect(await created.textContent()).toContain('Cozy Hom')
    expect(await dialog.getByText('Stoneware Mug – Café Crème').count()).toBeGreaterThan(0)
    await dialog.getByRole('button', { name: 'Confirm import' }).click()
    await expect.poll(() => dialog.getByText('Import completed').count(), { timeout: 30_000 }).toBe(1)
    expect(await dialog.getByText('Products created', { exact: true }).count()).toBe(1)
    const [mug] = await productsMatching('Stoneware Mug')
    expect(mug).toMatchObject({ handle: 'stoneware-mug', title: 'Stoneware Mug – Café Crème' })
    await context.close()
  })

  it('shows the values an update changes before it is confirmed, then writes them', async () => {
    const [bench] = await productsMatching('Cedar Bench')
    const natural = bench!.variants.find((v) => v.sku === 'CEDAR-1')!
    const header =
      'Product Id;Product Handle;Product Title;Variant Id;Variant SKU;Option 1 Name;Option 1 Value;Price USD'
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    await page.getByRole('button', { name: 'Import products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import products' })
    await chooseCsv(dialog, 'bench.csv', [
      header,
      `${bench!.id};cedar-bench;Cedar Garden Bench;${natural.id};CEDAR-1;Finish;Natural;129.00`,
    ])
    const changes = dialog.getByRole('table', { name: 'What will change' })
    await expect.poll(() => changes.count(), { timeout: 20_000 }).toBe(1)
    expect(await dialog.getByRole('definition').allTextContents()).toEqual(['0', '1', '0', '0', '1', '0'])
    // Only what differs is listed: the product's title and the variant's price, before and after.
    const cells = (column: string) => changeRow(changes, column).getByRole('cell').allTextContents()
    expect(await cells('Product Title')).toEqual(['Cedar Bench', 'Cedar Garden Bench'])
    expect(await cells('Price USD')).toEqual(['$120.00', '$129.00'])
    expect(await changes.getByRole('rowheader').count()).toBe(2)
    expect(await changes.getByRole('columnheader', { name: /^Cedar Bench › Natural/ }).count()).toBe(1)
    await shot(page, 'import-changes-en')

    await dialog.getByRole('button', { name: 'Confirm import' }).click()
    await expect.poll(() => dialog.getByText('Import completed').count(), { timeout: 30_000 }).toBe(1)
    const [updated] = await productsMatching('Cedar Garden Bench')
    expect(updated).toMatchObject({ id: bench!.id, title: 'Cedar Garden Bench' })
    const prices = updated!.variants.find((v) => v.sku === 'CEDAR-1')!.prices
    expect(prices.map((p) => [p.currency_code, p.amount])).toEqual([['usd', 12900]])
    await dialog.getByRole('button', { name: 'Close' }).click()

    // In Arabic the same check reads right to left, money in the locale's words.
    await page.goto('/app/a/products?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('button', { name: 'استيراد المنتجات' }).click()
    const arabic = page.getByRole('dialog', { name: 'استيراد المنتجات' })
    await chooseCsv(
      arabic,
      'bench.csv',
      [header, `${bench!.id};cedar-bench;Cedar Bench;${natural.id};CEDAR-1;Finish;Natural;120.00`],
      {
        file: 'ملف CSV',
        check: 'رفع وفحص',
      },
    )
    const arabicChanges = arabic.getByRole('table', { name: 'ما الذي سيتغيّر' })
    await expect.poll(() => arabicChanges.count(), { timeout: 20_000 }).toBe(1)
    expect(await changeRow(arabicChanges, 'Product Title').getByRole('cell').allTextContents()).toEqual([
      'Cedar Garden Bench',
      'Cedar Bench',
    ])
    await shot(page, 'import-changes-ar')
    // Closing the dialog at the check leaves the store as it is.
    await page.keyboard.press('Escape')
    await context.close()
  })

  it('says what an order export holds, offers none with no orders, and exports the filtered list', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    // The signed-in user's own jobs, through the Admin API.
    const jobsOf = async () => {
      const res = await page.request.get('/admin/batch-jobs')
      expect(res.status()).toBe(200)
      const { batch_jobs } = (await res.json()) as {
        batch_jobs: Array<{ type: string; status: string; context: Record<string, unknown> }>
      }
      return batch_jobs.filter((job) => job.type === 'order-export')
    }

    // No orders yet: the dialog says there is nothing to export and starts nothing.
    await page.goto('/app/a/orders')
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Export orders' })
    await dialog.getByText('All orders').waitFor()
    await dialog.getByText('No orders match, so there is nothing to export.').waitFor()
    expect(await dialog.getByRole('button', { name: 'Start export' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await jobsOf()).toEqual([])

    const { publishableKey } = await seedDemo(e.ctx)
    const buyer = `export-${Date.now()}@example.com`
    await placeOrder(apiCaller(e), headers, publishableKey!, buyer)
    await placeOrder(apiCaller(e), headers, publishableKey!, `other-${Date.now()}@example.com`)

    // The list searched for one buyer: the dialog names the search and counts that one order.
    await page.goto(`/app/a/orders?q=${encodeURIComponent(buyer)}`)
    await expect.poll(() => page.getByRole('row').filter({ hasText: buyer }).count()).toBe(1)
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    await dialog.getByText(`Search: “${buyer}”`).waitFor()
    await dialog.getByText('Orders in the export: 1').waitFor()
    await shot(page, 'order-export-dialog-en')
    await dialog.getByRole('button', { name: 'Start export' }).click()
    const downloadButton = dialog.getByRole('button', { name: 'Download CSV' })
    await expect.poll(() => downloadButton.count(), { timeout: 30_000 }).toBe(1)
    await dialog.getByText('The export is ready. Orders: 1').waitFor()
    const [file] = await Promise.all([page.waitForEvent('download'), downloadButton.click()])
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(buyer)
    const jobs = await jobsOf()
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ status: 'completed', context: { filterable_fields: { q: buyer } } })
    await dialog.getByRole('button', { name: 'Close' }).click()

    // In Arabic, the unfiltered list: all orders, both of them.
    await page.goto('/app/a/orders?lng=ar')
    const ar = dashboardStrings('ar', 'orders') as { export: Record<string, string> }
    const words = (key: string) => ar.export[key] ?? key
    await page.getByRole('button', { name: words('button'), exact: true }).click()
    const arDialog = page.getByRole('dialog', { name: words('title') })
    await arDialog.getByText(words('allOrders')).waitFor()
    // Both orders, counted in the language's own digits.
    const two = await page.evaluate(() => new Intl.NumberFormat('ar').format(2))
    await expect.poll(() => arDialog.textContent()).toContain(words('count').replace('{{total}}', two))
    await shot(page, 'order-export-dialog-ar')
    await page.goto('/app/a/orders?lng=en')
    await context.close()
  }, 120_000)
})
