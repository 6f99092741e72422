import { describe, expect, it } from 'vitest'
import {
  claimStatusText,
  netPaid,
  refundedAmount,
  returnStatusText,
  swapStatusText,
} from './after-sale-words'
import { messagesFor } from '../i18n/catalog'
import { createTranslate } from '../i18n/messages'

const t = createTranslate('en', messagesFor('en'))

describe('refunds', () => {
  it('takes the server’s refunded total, else adds up the refunds', () => {
    expect(refundedAmount({ refunded_total: 20628, refunds: [] })).toBe(20628)
    expect(refundedAmount({ refunds: [{ amount: 500 }, { amount: 250 }] as never })).toBe(750)
    expect(refundedAmount({})).toBe(0)
  })

  it('nets what was paid against what came back', () => {
    expect(netPaid({ paid_total: 20628, total: 20628, refunded_total: 20628 })).toBe(0)
    expect(netPaid({ paid_total: 10000, total: 10000, refunded_total: 2500 })).toBe(7500)
    expect(netPaid({ total: 4000 })).toBe(4000)
  })
})

describe('after-sale states in the shopper’s words', () => {
  it('names return, claim and exchange states calmly', () => {
    expect(returnStatusText(t, { status: 'requires_action' })).toBe('Being checked')
    expect(returnStatusText(t, { status: 'received' })).toBe('Received')
    expect(
      claimStatusText(t, {
        type: 'replace',
        payment_status: 'na',
        fulfillment_status: 'shipped',
        canceled_at: null,
      }),
    ).toBe('Replacement shipped')
    expect(
      claimStatusText(t, {
        type: 'refund',
        payment_status: 'not_refunded',
        fulfillment_status: 'not_fulfilled',
      }),
    ).toBe('Refund being prepared')
    expect(
      swapStatusText(t, {
        fulfillment_status: 'not_fulfilled',
        payment_status: 'awaiting',
        confirmed_at: null,
      }),
    ).toBe('Waiting for your confirmation')
  })
})
