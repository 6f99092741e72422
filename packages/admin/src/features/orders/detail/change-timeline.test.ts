import type { Notification, Order, OrderEdit } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { buildTimeline } from './timeline'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString()

const order = {
  id: 'order_1',
  created_at: at(0),
  total: 5000,
  swaps: [
    {
      id: 'swap_1',
      created_at: at(10),
      confirmed_at: at(12),
      canceled_at: null,
      return_order: { items: [{ item_id: 'i1', quantity: 1, requested_quantity: 1 }] },
      additional_items: [{ id: 'n1', quantity: 2 }],
      fulfillments: [
        {
          id: 'sf_1',
          created_at: at(14),
          shipped_at: at(16),
          items: [{ item_id: 'n1', quantity: 2 }],
          tracking_links: [{ tracking_number: 'SW-1' }],
        },
      ],
    },
  ],
  claims: [
    {
      id: 'claim_1',
      type: 'refund',
      created_at: at(20),
      canceled_at: at(21),
      claim_items: [{ item_id: 'i1', quantity: 1 }],
      fulfillments: [],
    },
  ],
} as unknown as Order

const edits = [
  {
    id: 'edit_1',
    created_at: at(30),
    requested_at: at(31),
    confirmed_at: at(32),
    changes: [{ id: 'ch_1' }, { id: 'ch_2' }],
  },
] as unknown as OrderEdit[]

const notifications = [
  {
    id: 'noti_1',
    created_at: at(1),
    to: 'a@example.com',
    event_name: 'order.placed',
    resends: [{ id: 'r' }],
  },
  { id: 'noti_2', created_at: at(2), to: 'a@example.com', event_name: 'order.placed', parent_id: 'noti_1' },
] as unknown as Notification[]

describe('timeline of swaps, claims, edits and notifications', () => {
  it('lists them with the rest, oldest first', () => {
    const events = buildTimeline(order, [], edits, notifications)
    expect(events.map((e) => e.kind)).toEqual([
      'placed',
      'notification',
      'swapCreated',
      'swapConfirmed',
      'replacementFulfilled',
      'replacementShipped',
      'claimCreated',
      'claimCanceled',
      'editCreated',
      'editRequested',
      'editConfirmed',
    ])
    expect(events.find((e) => e.kind === 'swapCreated')).toMatchObject({ returned: 1, added: 2 })
    expect(events.find((e) => e.kind === 'replacementShipped')).toMatchObject({ tracking: ['SW-1'] })
    expect(events.find((e) => e.kind === 'claimCreated')).toMatchObject({ type: 'refund', quantity: 1 })
    expect(events.find((e) => e.kind === 'editConfirmed')).toMatchObject({ changes: 2 })
  })

  it('shows a resent notification once, with how often it was sent again', () => {
    const sent = buildTimeline(order, [], [], notifications).filter((e) => e.kind === 'notification')
    expect(sent).toEqual([
      expect.objectContaining({
        notificationId: 'noti_1',
        resends: 1,
        event: 'order.placed',
        to: 'a@example.com',
        stored: false,
      }),
    ])
  })

  it('tells a notification only stored (no e-mail server) from one sent', () => {
    const stored = { ...notifications[0]!, provider_id: 'local' }
    const [event] = buildTimeline(order, [], [], [stored]).filter((e) => e.kind === 'notification')
    expect(event).toMatchObject({ stored: true })
  })
})
