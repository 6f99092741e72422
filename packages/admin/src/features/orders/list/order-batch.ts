import type { Order } from '@mercato/client'
import i18n from 'i18next'
import { describeError } from '../../../lib/server-messages'

// A change applied to several orders one after another (Medusa v1 has no batch endpoints for them).
// Orders the change does not apply to are skipped, not failed, so staff can select a whole page.

export type BatchRow = Pick<Order, 'id' | 'display_id' | 'status' | 'payment_status' | 'fulfillment_status'>

export interface BatchOutcome {
  done: number
  skipped: number
  /** "#12: the server's message", per order that failed. */
  failures: string[]
}

/** Authorized, not yet captured, on an order that is not canceled. */
export const canCapture = (order: BatchRow) =>
  order.status !== 'canceled' && order.payment_status === 'awaiting'

/** Completed: the only orders the server archives. */
export const canArchive = (order: Pick<BatchRow, 'status'>) => order.status === 'completed'

/** Something left to fulfil on an order that is not canceled. */
export const canFulfill = (order: BatchRow) =>
  order.status !== 'canceled' && ['not_fulfilled', 'partially_fulfilled'].includes(order.fulfillment_status)

/** Runs `apply` on the orders `applies` picks, one at a time; reports progress and every failure. */
export async function runBatch(
  orders: BatchRow[],
  applies: (order: BatchRow) => boolean,
  apply: (order: BatchRow) => Promise<unknown>,
  onProgress: (finished: number, total: number) => void = () => {},
): Promise<BatchOutcome> {
  const chosen = orders.filter(applies)
  const outcome: BatchOutcome = { done: 0, skipped: orders.length - chosen.length, failures: [] }
  for (const [index, order] of chosen.entries()) {
    onProgress(index, chosen.length)
    try {
      await apply(order)
      outcome.done++
    } catch (error) {
      outcome.failures.push(
        `#${order.display_id}: ${await describeError((key, options) => i18n.t(key, options), error)}`,
      )
    }
  }
  onProgress(chosen.length, chosen.length)
  return outcome
}
