import { salesChannel } from '@mercato/db'
import { isZeroDecimal } from '@mercato/domain'
import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import { ordersJsonByIds } from '../../modules/orders/load'
import { csvLine } from '../csv'
import { streamCsvExport } from '../csv-export'
import type { BatchJobStrategy, JobRuntime } from '../types'
import {
  type Cursor,
  EXPORT_ORDERS,
  countSelected,
  nextPage,
  orderExportFilters,
  selectionWhere,
} from './query'

/** Orders per page: each page is loaded with its totals, written, and let go. */
export const orderExportTuning = { pageSize: 200 }

const contextSchema = z.strictObject({
  /** The orders list's filters, as the Admin API list takes them (`q` included). */
  filterable_fields: orderExportFilters.optional(),
  order: z.enum(EXPORT_ORDERS).optional(),
})
type ExportContext = z.output<typeof contextSchema>

export const ORDER_EXPORT_HEADER = [
  'Order Display Id',
  'Date',
  'Customer Email',
  'Customer Name',
  'Status',
  'Payment Status',
  'Fulfillment Status',
  'Sales Channel',
  'Currency',
  'Subtotal',
  'Shipping',
  'Discounts',
  'Gift Cards',
  'Tax',
  'Total',
  'Refunded',
]

/** Minor units as a decimal string in the currency's units: 1250 USD → "12.50", 500 JPY → "500". */
export function decimalAmount(minor: number, currency: string): string {
  if (isZeroDecimal(currency)) return String(minor)
  const sign = minor < 0 ? '-' : ''
  const a = Math.abs(minor)
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
}

export const orderExportStrategy: BatchJobStrategy<ExportContext> = {
  type: 'order-export',
  contextSchema,

  async preProcess(rt, context) {
    const count = await countSelected(rt.ctx.db, selectionWhere(context.filterable_fields ?? {}))
    return {
      result: {
        count,
        advancement_count: 0,
        stat_descriptors: [
          {
            key: 'order-export-count',
            name: 'Orders to export',
            message: `There will be ${count} orders exported by this action`,
          },
        ],
      },
    }
  },

  async process(rt, context) {
    return writeExport(rt, context)
  },
}

type OrderJson = Awaited<ReturnType<typeof ordersJsonByIds>>[number]

function orderLine(o: OrderJson, channels: Map<string, string>): string {
  const money = (minor: number | null | undefined) => decimalAmount(Number(minor ?? 0), o.currency_code)
  const name = [o.customer?.first_name, o.customer?.last_name].filter(Boolean).join(' ')
  return csvLine([
    o.display_id,
    new Date(o.created_at).toISOString(),
    o.email,
    name,
    o.status,
    o.payment_status,
    o.fulfillment_status,
    o.sales_channel_id ? (channels.get(o.sales_channel_id) ?? '') : '',
    o.currency_code.toUpperCase(),
    money(o.subtotal),
    money(o.shipping_total),
    money(o.discount_total),
    money(o.gift_card_total),
    // The tax a taxable gift card covered was charged when the card was sold: net of it, as the order
    // page and the invoice say, the amounts add up to the total.
    money(Number(o.tax_total ?? 0) - Number(o.gift_card_tax_total ?? 0)),
    money(o.total),
    money(o.refunded_total),
  ])
}

async function channelNames(rt: JobRuntime, orders: OrderJson[]) {
  const ids = [...new Set(orders.map((o) => o.sales_channel_id).filter((id): id is string => !!id))]
  if (ids.length === 0) return new Map<string, string>()
  const rows = await rt.ctx.db
    .select({ id: salesChannel.id, name: salesChannel.name })
    .from(salesChannel)
    .where(inArray(salesChannel.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Streams the CSV into storage page by page (memory: one page of orders). */
async function writeExport(rt: JobRuntime, context: ExportContext) {
  const { ctx } = rt
  const where = selectionWhere(context.filterable_fields ?? {})
  const sort = context.order ?? '-created_at'
  return streamCsvExport(rt, 'order-export', ORDER_EXPORT_HEADER, async (write) => {
    let done = 0
    let cursor: Cursor | null = null
    for (;;) {
      rt.checkpoint()
      const page = await nextPage(ctx.db, where, sort, cursor, orderExportTuning.pageSize)
      if (page.ids.length === 0) break
      const orders = await ordersJsonByIds(ctx.db, page.ids)
      const channels = await channelNames(rt, orders)
      await write(orders.map((o) => orderLine(o, channels)).join(''))
      done += page.ids.length
      const advancement = done
      await rt.transaction(async () => ({ value: undefined, result: { advancement_count: advancement } }))
      if (page.ids.length < orderExportTuning.pageSize) break
      cursor = page.cursor
    }
    return done
  })
}
