import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import { isZeroDecimal } from '@mercato/domain'
import { z } from 'zod'
import { fileStorage } from '../../modules/uploads/storage'
import { csvLine } from '../csv'
import { rowsOf } from '../sql'
import type { BatchJobStrategy, JobRuntime } from '../types'
import {
  type ExportShape,
  type ProductPage,
  type Selection,
  countSelected,
  exportShape,
  loadPage,
  parseOrder,
  selectedIds,
} from './query'

/** Products per page of queries. */
export const exportTuning = { pageSize: 500 }

const idList = z.union([z.string(), z.array(z.string())])
const contextSchema = z.strictObject({
  limit: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  order: z.string().optional(),
  // Accepted for compatibility with Medusa clients; the CSV always has the same columns.
  fields: z.string().optional(),
  expand: z.string().optional(),
  filterable_fields: z
    .strictObject({
      id: idList.optional(),
      status: z
        .union([
          z.enum(['draft', 'proposed', 'published', 'rejected']),
          z.array(z.enum(['draft', 'proposed', 'published', 'rejected'])),
        ])
        .optional(),
      collection_id: idList.optional(),
      type_id: idList.optional(),
      sales_channel_id: idList.optional(),
      handle: z.string().optional(),
      is_giftcard: z.boolean().optional(),
    })
    .optional(),
})
type ExportContext = z.output<typeof contextSchema>

function selection(c: ExportContext): Selection {
  return { filters: c.filterable_fields ?? {}, order: parseOrder(c.order), limit: c.limit, offset: c.offset }
}

export const productExportStrategy: BatchJobStrategy<ExportContext> = {
  type: 'product-export',
  contextSchema: contextSchema.superRefine((c, ctx) => {
    try {
      parseOrder(c.order)
    } catch (e) {
      ctx.addIssue({ code: 'custom', path: ['order'], message: (e as Error).message })
    }
  }),

  async preProcess(rt, context) {
    const count = await countSelected(rt.ctx.db, selection(context))
    return {
      result: {
        count,
        advancement_count: 0,
        stat_descriptors: [
          {
            key: 'product-export-count',
            name: 'Products to export',
            message: `There will be ${count} products exported by this action`,
          },
        ],
      },
    }
  },

  async process(rt, context) {
    return writeExport(rt, context)
  },
}

const PRODUCT_COLUMNS: Array<[string, (p: Record<string, unknown>) => unknown]> = [
  ['Product Id', (p) => p.id],
  ['Product Handle', (p) => p.handle],
  ['Product Title', (p) => p.title],
  ['Product Subtitle', (p) => p.subtitle],
  ['Product Description', (p) => p.description],
  ['Product Status', (p) => p.status],
  ['Product Thumbnail', (p) => p.thumbnail],
  ['Product Weight', (p) => p.weight],
  ['Product Length', (p) => p.length],
  ['Product Width', (p) => p.width],
  ['Product Height', (p) => p.height],
  ['Product HS Code', (p) => p.hs_code],
  ['Product Origin Country', (p) => p.origin_country],
  ['Product MID Code', (p) => p.mid_code],
  ['Product Material', (p) => p.material],
  ['Product Collection Title', (p) => p.collection_title],
  ['Product Collection Handle', (p) => p.collection_handle],
  ['Product Type', (p) => p.type_value],
  ['Product Tags', (p) => p.tags],
  ['Product Discountable', (p) => p.discountable],
  ['Product External Id', (p) => p.external_id],
  ['Product Profile Name', (p) => p.profile_name],
  ['Product Profile Type', (p) => p.profile_type],
]
const VARIANT_COLUMNS: Array<[string, string]> = [
  ['Variant Id', 'id'],
  ['Variant Title', 'title'],
  ['Variant SKU', 'sku'],
  ['Variant Barcode', 'barcode'],
  ['Variant Inventory Quantity', 'inventory_quantity'],
  ['Variant Allow Backorder', 'allow_backorder'],
  ['Variant Manage Inventory', 'manage_inventory'],
  ['Variant Weight', 'weight'],
  ['Variant Length', 'length'],
  ['Variant Width', 'width'],
  ['Variant Height', 'height'],
  ['Variant HS Code', 'hs_code'],
  ['Variant Origin Country', 'origin_country'],
  ['Variant MID Code', 'mid_code'],
  ['Variant Material', 'material'],
]

/** Minor units back to the major units people write (1250 USD → "12.5", 500 JPY → "500"). */
export function majorUnits(minor: number, currency: string): string {
  if (isZeroDecimal(currency)) return String(minor)
  const sign = minor < 0 ? '-' : ''
  const a = Math.abs(minor)
  const cents = a % 100
  const whole = (a - cents) / 100
  return cents === 0
    ? `${sign}${whole}`
    : `${sign}${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`
}

function headerOf(shape: ExportShape, flags: Record<string, boolean>): string[] {
  const h = [...PRODUCT_COLUMNS.map(([n]) => n), ...VARIANT_COLUMNS.map(([n]) => n)]
  for (let i = 1; i <= shape.options; i++) h.push(`Option ${i} Name`, `Option ${i} Value`)
  for (const p of shape.prices)
    h.push(
      p.region_id
        ? `Price ${p.region_name} [${p.currency_code.toUpperCase()}]`
        : `Price ${p.currency_code.toUpperCase()}`,
    )
  for (let i = 1; i <= shape.images; i++) h.push(`Image ${i} Url`)
  if (flags.sales_channels !== false)
    for (let i = 1; i <= shape.channels; i++)
      h.push(`Sales Channel ${i} Name`, `Sales Channel ${i} Description`, `Sales Channel ${i} Id`)
  if (flags.product_categories !== false)
    for (let i = 1; i <= shape.categories; i++)
      h.push(
        `Product Category ${i} Handle`,
        `Product Category ${i} Name`,
        `Product Category ${i} Description`,
      )
  return h
}

const groupBy = <T, K extends keyof T>(rows: T[], key: K) => {
  const m = new Map<T[K], T[]>()
  for (const r of rows) {
    const list = m.get(r[key])
    if (list) list.push(r)
    else m.set(r[key], [r])
  }
  return m
}

/** One CSV line per variant (one line with empty variant cells for a product without variants). */
function pageLines(
  page: ProductPage,
  ids: string[],
  shape: ExportShape,
  flags: Record<string, boolean>,
): string {
  const products = new Map(page.products.map((p) => [p.id as string, p]))
  const variants = groupBy(page.variants, 'product_id')
  const options = groupBy(page.options, 'product_id')
  const values = new Map(page.values.map((v) => [`${v.variant_id}|${v.option_id}`, v.value]))
  const prices = new Map(
    page.prices.map((p) => [`${p.variant_id}|${p.currency_code}|${p.region_id ?? ''}`, Number(p.amount)]),
  )
  const images = groupBy(page.images, 'product_id')
  const channels = groupBy(page.channels, 'product_id')
  const categories = groupBy(page.categories, 'product_id')
  let out = ''
  for (const id of ids) {
    const p = products.get(id)
    if (!p) continue
    const head = PRODUCT_COLUMNS.map(([, get]) => get(p))
    const opts = options.get(id) ?? []
    const tail: unknown[] = []
    for (const img of pad(images.get(id), shape.images)) tail.push(img?.url)
    if (flags.sales_channels !== false)
      for (const c of pad(channels.get(id), shape.channels)) tail.push(c?.name, c?.description, c?.id)
    if (flags.product_categories !== false)
      for (const c of pad(categories.get(id), shape.categories)) tail.push(c?.handle, c?.name, c?.description)
    const list = variants.get(id) ?? [null]
    for (const v of list) {
      const cells: unknown[] = [...head, ...VARIANT_COLUMNS.map(([, col]) => v?.[col])]
      for (const o of pad(opts, shape.options))
        cells.push(o && v ? o.title : undefined, o && v ? values.get(`${v.id}|${o.id}`) : undefined)
      for (const pc of shape.prices) {
        const amount = v ? prices.get(`${v.id}|${pc.currency_code}|${pc.region_id ?? ''}`) : undefined
        cells.push(amount === undefined ? '' : majorUnits(amount, pc.currency_code))
      }
      out += csvLine([...cells, ...tail] as Array<string | number | boolean | null | undefined>)
    }
  }
  return out
}

function pad<T>(list: T[] | undefined, n: number): Array<T | undefined> {
  const out: Array<T | undefined> = (list ?? []).slice(0, n)
  while (out.length < n) out.push(undefined)
  return out
}

/**
 * Streams the CSV into storage page by page (memory: one page). A job taken over after a crash
 * simply writes the file again: the key is derived from the job, and storage replaces the file only
 * once it is complete.
 */
async function writeExport(rt: JobRuntime, context: ExportContext) {
  const { ctx, job } = rt
  const s = selection(context)
  const flags = ctx.config.featureFlags
  const [shape, idRows] = await Promise.all([
    exportShape(ctx.db, s),
    rowsOf<{ id: string }>(ctx.db, selectedIds(s)),
  ])
  const ids = idRows.map((r) => r.id)
  const key = `${job.id.replace(/^batch_/, '')}-product-export.csv`
  const out = new PassThrough()
  const stored = fileStorage(ctx).put(key, out, { visibility: 'private', contentType: 'text/csv' })
  stored.catch(() => {})
  const write = async (text: string) => {
    // Racing the upload: if storage fails, 'drain' never comes.
    if (!out.write(text)) await Promise.race([once(out, 'drain'), stored])
  }
  try {
    // A UTF-8 BOM first, as every export writes it (see streamCsvExport): Excel then reads the text as UTF-8.
    await write(`\uFEFF${csvLine(headerOf(shape, flags))}`)
    for (let i = 0; i < ids.length; i += exportTuning.pageSize) {
      rt.checkpoint()
      const pageIds = ids.slice(i, i + exportTuning.pageSize)
      await write(pageLines(await loadPage(ctx.db, pageIds), pageIds, shape, flags))
      const done = Math.min(ids.length, i + exportTuning.pageSize)
      await rt.transaction(async () => ({ value: undefined, result: { advancement_count: done } }))
    }
    out.end()
  } catch (err) {
    out.destroy(err as Error)
    throw err
  }
  const file = await stored
  return { file_key: file.key, file_size: file.size, count: ids.length, advancement_count: ids.length }
}
