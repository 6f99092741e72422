import type { CustomHeaders, ResponsePromise } from '../../http'
import { BaseResource } from '../base'

/** Orders, revenue and average order value over one period, in one currency's smallest unit. */
export interface OverviewPeriodFigures {
  orders: number
  revenue: number
  average_order_value: number
}

export interface OverviewCurrency {
  currency_code: string
  today: OverviewPeriodFigures
  last_7_days: OverviewPeriodFigures
  last_30_days: OverviewPeriodFigures
  /** 30 local days, oldest first. */
  days: Array<{ date: string; orders: number; revenue: number }>
}

export interface StoreOverview {
  time_zone: string
  /** The local date (YYYY-MM-DD) the figures end on. */
  today: string
  has_orders: boolean
  default_currency_code: string | null
  /** Never summed across currencies; the store default first. */
  currencies: OverviewCurrency[]
  top_products: Array<{ product_id: string; title: string; thumbnail: string | null; units: number }>
  low_stock_threshold: number
  low_stock_variants: Array<{
    variant_id: string
    variant_title: string
    sku: string | null
    product_id: string
    product_title: string
    available: number
  }>
  recent_batch_jobs: Array<{ id: string; type: string; status: string; created_at: string }>
  /** The work waiting; each count equals the Admin API list it stands for. */
  todo: OverviewTodo
}

export interface OverviewTodo {
  /** Orders list with status=pending and fulfillment_status not_fulfilled or partially_fulfilled. */
  orders_to_fulfil: number
  /** Orders list with status=pending and payment_status=awaiting. */
  payments_to_capture: number
  /** Draft orders list with status=open. */
  open_draft_orders: number
  /** Orders list with awaiting=return: a requested return to receive, order not canceled. */
  orders_awaiting_return: number
  /** Orders list with awaiting=swap: a swap paid or needing no payment, not fulfilled. */
  orders_awaiting_swap: number
  /** Orders list with awaiting=claim: a replace claim not fulfilled. */
  orders_awaiting_claim: number
  /** All variants below `low_stock_threshold`, of which `low_stock_variants` lists the first. */
  low_stock: number
  /** Whether the products list has any product. */
  has_products: boolean
}

export interface AdminOverviewRes {
  overview: StoreOverview
}

export interface AdminGetOverviewParams {
  /** IANA time zone the days are counted in; UTC when left out. */
  tz?: string
  /** Variants with fewer units available than this are "low stock" (default 5). */
  low_stock_threshold?: number
}

/** Mercato's store overview for the dashboard home page (no Medusa equivalent). */
export class AdminOverviewResource extends BaseResource {
  retrieve(query?: AdminGetOverviewParams, customHeaders?: CustomHeaders): ResponsePromise<AdminOverviewRes> {
    return this.http.get('/admin/mercato/overview', query, customHeaders)
  }
}
