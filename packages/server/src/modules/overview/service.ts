import type { AppContext } from '../../context'
import { batchJobStatus } from '../batch-jobs'
import {
  type DailySalesRow,
  dailySales,
  defaultCurrency,
  hasAnyOrder,
  localToday,
  lowStockVariants,
  recentBatchJobs,
  todoCounts,
  topProducts,
} from './queries'

export const SERIES_DAYS = 30
const PERIODS = { today: 1, last_7_days: 7, last_30_days: 30 } as const

export interface PeriodFigures {
  orders: number
  revenue: number
  /** Revenue ÷ orders, rounded to the currency's smallest unit; 0 without orders. */
  average_order_value: number
}

export interface CurrencyOverview extends Record<keyof typeof PERIODS, PeriodFigures> {
  currency_code: string
  /** One entry per local day, oldest first, days without orders included. */
  days: Array<{ date: string; orders: number; revenue: number }>
}

export interface OverviewOptions {
  timeZone: string
  lowStockThreshold: number
  userId: string
  now?: Date
}

/** YYYY-MM-DD dates from `count - 1` days before `today` up to `today`. */
export function dayRange(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  )
}

function figures(days: Array<{ orders: number; revenue: number }>): PeriodFigures {
  const orders = days.reduce((n, d) => n + d.orders, 0)
  const revenue = days.reduce((n, d) => n + d.revenue, 0)
  return { orders, revenue, average_order_value: orders ? Math.round(revenue / orders) : 0 }
}

/** Per currency, never summed across currencies: the store default first, then by 30-day revenue. */
function byCurrency(rows: DailySalesRow[], dates: string[], first: string | null): CurrencyOverview[] {
  const codes = [...new Set(rows.map((r) => r.currency_code))]
  const out = codes.map((code) => {
    const mine = new Map(rows.filter((r) => r.currency_code === code).map((r) => [r.day, r]))
    const days = dates.map((date) => ({
      date,
      orders: mine.get(date)?.orders ?? 0,
      revenue: mine.get(date)?.revenue ?? 0,
    }))
    const periods = Object.fromEntries(
      Object.entries(PERIODS).map(([name, n]) => [name, figures(days.slice(-n))]),
    ) as Record<keyof typeof PERIODS, PeriodFigures>
    return { currency_code: code, ...periods, days }
  })
  const rank = (c: CurrencyOverview) => (c.currency_code === first ? 0 : 1)
  return out.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.last_30_days.revenue - a.last_30_days.revenue ||
      a.currency_code.localeCompare(b.currency_code),
  )
}

/** Everything the dashboard's home page shows, read in one go. */
export async function storeOverview(ctx: AppContext, options: OverviewOptions) {
  const now = options.now ?? new Date()
  const tz = options.timeZone
  const db = ctx.db
  const [today, sales, top, lowStock, jobs, anyOrder, currency, todo] = await Promise.all([
    localToday(db, now, tz),
    dailySales(db, now, tz, SERIES_DAYS),
    topProducts(db, now, tz, SERIES_DAYS, 5),
    lowStockVariants(db, options.lowStockThreshold, 10),
    recentBatchJobs(db, options.userId, 5),
    hasAnyOrder(db),
    defaultCurrency(db),
    todoCounts(db),
  ])
  return {
    time_zone: tz,
    today,
    has_orders: anyOrder,
    default_currency_code: currency,
    currencies: byCurrency(sales, dayRange(today, SERIES_DAYS), currency),
    top_products: top,
    low_stock_threshold: options.lowStockThreshold,
    low_stock_variants: lowStock.variants,
    /** The work waiting, each count the list it leads to; `low_stock` uses the threshold above. */
    todo: { ...todo, low_stock: lowStock.count },
    recent_batch_jobs: jobs.map((j) => ({
      id: j.id,
      type: j.type,
      status: batchJobStatus(j),
      created_at: j.created_at,
    })),
  }
}

export type StoreOverview = Awaited<ReturnType<typeof storeOverview>>
