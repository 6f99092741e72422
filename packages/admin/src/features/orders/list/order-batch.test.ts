import { describe, expect, it } from 'vitest'
import { type BatchRow, canArchive, canCapture, canFulfill, runBatch } from './order-batch'

const row = (display_id: number, patch: Partial<BatchRow> = {}): BatchRow => ({
  id: `order_${display_id}`,
  display_id,
  status: 'pending',
  payment_status: 'awaiting',
  fulfillment_status: 'not_fulfilled',
  ...patch,
})

describe('order batches', () => {
  it('captures only authorized payments of live orders, and fulfils only what is left', () => {
    expect(canCapture(row(1))).toBe(true)
    expect(canCapture(row(2, { payment_status: 'captured' }))).toBe(false)
    expect(canCapture(row(3, { status: 'canceled' }))).toBe(false)
    expect(canFulfill(row(4, { fulfillment_status: 'partially_fulfilled' }))).toBe(true)
    expect(canFulfill(row(5, { fulfillment_status: 'fulfilled' }))).toBe(false)
    expect(canFulfill(row(6, { fulfillment_status: 'shipped' }))).toBe(false)
    // As the server: only completed orders are archived, not canceled ones.
    expect(canArchive(row(7, { status: 'completed' }))).toBe(true)
    expect(canArchive(row(8, { status: 'canceled' }))).toBe(false)
    expect(canArchive(row(9))).toBe(false)
  })

  it('applies the change one order at a time, skipping the rest and naming each failure', async () => {
    const seen: string[] = []
    const progress: string[] = []
    const outcome = await runBatch(
      [row(1), row(2, { payment_status: 'captured' }), row(3), row(4)],
      canCapture,
      async (order) => {
        seen.push(order.id)
        // As the client rejects: the server's answer in the error.
        if (order.display_id === 3)
          throw { response: { data: { type: 'not_allowed', message: 'Payment provider declined' } } }
      },
      (finished, total) => progress.push(`${finished}/${total}`),
    )
    expect(seen).toEqual(['order_1', 'order_3', 'order_4'])
    expect(outcome).toEqual({ done: 2, skipped: 1, failures: ['#3: Payment provider declined'] })
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3'])
  })
})
