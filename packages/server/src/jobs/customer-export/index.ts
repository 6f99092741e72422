import { customer, order } from '@mercato/db'
import { type SQL, and, desc, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Tx } from '../../context'
import type { DateRange } from '../../http/list-query'
import { countAll } from '../../lib/sql'
import { addressesById, customerConditions, groupsOf } from '../../modules/customers/queries'
import { csvLine } from '../csv'
import { exportDateRange, streamCsvExport } from '../csv-export'
import type { BatchJobStrategy } from '../types'

// `customer-export` (Mercato's addition; Medusa v1 exports products and orders only): the customers the
// dashboard's list shows, as a CSV for a mailing tool or a ledger. It selects with the list's own
// filter builder, newest first, by keyset pages.

export const customerExportTuning = { pageSize: 500 }

const contextSchema = z.strictObject({
  /** The customers list's filters, as the Admin API list takes them (`q` included). */
  filterable_fields: z
    .strictObject({
      q: z.string().optional(),
      has_account: z.boolean().optional(),
      groups: z.array(z.string().min(1)).optional(),
      created_at: exportDateRange,
    })
    .optional(),
})
type ExportContext = z.output<typeof contextSchema>

export const CUSTOMER_EXPORT_HEADER = [
  'Email',
  'First Name',
  'Last Name',
  'Phone',
  'Account',
  'Groups',
  'Orders',
  'Company',
  'Address 1',
  'Address 2',
  'City',
  'Province',
  'Postal Code',
  'Country',
  'Created At',
]

function selection(db: Tx, context: ExportContext): SQL | undefined {
  const f = context.filterable_fields ?? {}
  const dates: Record<string, DateRange> = {}
  if (f.created_at) {
    const r: DateRange = {}
    for (const k of ['lt', 'gt', 'lte', 'gte'] as const) if (f.created_at[k]) r[k] = new Date(f.created_at[k])
    dates.created_at = r
  }
  return customerConditions(db, {
    filters: { has_account: f.has_account, groups: f.groups },
    q: f.q || undefined,
    dates,
  })
}

/** One page after the last (created_at, id), newest first. */
async function nextPage(db: Tx, where: SQL | undefined, after: { at: string; id: string } | null) {
  const past = after
    ? sql`(${customer.created_at}, ${customer.id}) < (${after.at}::timestamptz, ${after.id})`
    : undefined
  return db
    .select({ row: customer, at: sql<string>`${customer.created_at}::text` })
    .from(customer)
    .where(and(where, past))
    .orderBy(desc(customer.created_at), desc(customer.id))
    .limit(customerExportTuning.pageSize)
}

/** Groups, order counts and billing addresses of a page's customers: three statements per page. */
async function pageFacts(db: Tx, rows: Array<typeof customer.$inferSelect>) {
  const ids = rows.map((r) => r.id)
  const addressIds = rows.map((r) => r.billing_address_id).filter((id): id is string => !!id)
  const [groups, orders, addresses] = await Promise.all([
    groupsOf(db, ids),
    db
      .select({ customer_id: order.customer_id, n: countAll })
      .from(order)
      .where(inArray(order.customer_id, ids))
      .groupBy(order.customer_id),
    addressesById(db, addressIds),
  ])
  const groupNames = new Map<string, string[]>()
  for (const g of groups)
    groupNames.set(g.customer_id, [...(groupNames.get(g.customer_id) ?? []), g.group.name])
  for (const names of groupNames.values()) names.sort()
  return {
    groups: groupNames,
    orders: new Map(orders.map((o) => [o.customer_id, Number(o.n)])),
    addresses: new Map(addresses.map((a) => [a.id, a])),
  }
}

export const customerExportStrategy: BatchJobStrategy<ExportContext> = {
  type: 'customer-export',
  contextSchema,

  async preProcess(rt, context) {
    const [row] = await rt.ctx.db.select({ n: countAll }).from(customer).where(selection(rt.ctx.db, context))
    const count = Number(row?.n ?? 0)
    return {
      result: {
        count,
        advancement_count: 0,
        stat_descriptors: [
          {
            key: 'customer-export-count',
            name: 'Customers to export',
            message: `There will be ${count} customers exported by this action`,
          },
        ],
      },
    }
  },

  async process(rt, context) {
    const { db } = rt.ctx
    const where = selection(db, context)
    return streamCsvExport(rt, 'customer-export', CUSTOMER_EXPORT_HEADER, async (write) => {
      let done = 0
      let after: { at: string; id: string } | null = null
      for (;;) {
        rt.checkpoint()
        const page = await nextPage(db, where, after)
        if (page.length === 0) break
        const rows = page.map((p) => p.row)
        const facts = await pageFacts(db, rows)
        const lines = rows.map((c) => {
          const a = c.billing_address_id ? facts.addresses.get(c.billing_address_id) : undefined
          return csvLine([
            c.email,
            c.first_name,
            c.last_name,
            c.phone,
            c.has_account ? 'yes' : 'no',
            (facts.groups.get(c.id) ?? []).join(', '),
            facts.orders.get(c.id) ?? 0,
            a?.company,
            a?.address_1,
            a?.address_2,
            a?.city,
            a?.province,
            a?.postal_code,
            a?.country_code?.toUpperCase(),
            c.created_at.toISOString(),
          ])
        })
        await write(lines.join(''))
        done += page.length
        const advancement = done
        await rt.transaction(async () => ({ value: undefined, result: { advancement_count: advancement } }))
        if (page.length < customerExportTuning.pageSize) break
        const last = page.at(-1)!
        after = { at: last.at, id: last.row.id }
      }
      return done
    })
  },
}
