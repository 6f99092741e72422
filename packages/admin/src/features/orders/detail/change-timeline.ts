import type { Fulfillment, Notification, Order, OrderEdit } from '@mercato/client'
import { claimItemsOf } from './order-changes'

/** What happened to the order's swaps, claims and edits, and what was sent; words in `order-changes.json` → `timeline.<kind>`. */
export type ChangeEvent =
  | { kind: 'swapCreated'; id: string; at: string; returned: number; added: number }
  | { kind: 'swapConfirmed'; id: string; at: string }
  | { kind: 'swapCanceled'; id: string; at: string }
  | { kind: 'claimCreated'; id: string; at: string; type: 'refund' | 'replace'; quantity: number }
  | { kind: 'claimCanceled'; id: string; at: string }
  | { kind: 'replacementFulfilled'; id: string; at: string; quantity: number }
  | { kind: 'replacementShipped'; id: string; at: string; tracking: string[] }
  | { kind: 'editCreated'; id: string; at: string }
  | { kind: 'editRequested'; id: string; at: string }
  | { kind: 'editConfirmed'; id: string; at: string; changes: number }
  | { kind: 'editDeclined'; id: string; at: string; reason: string | null }
  | { kind: 'editCanceled'; id: string; at: string }
  | {
      kind: 'notification'
      id: string
      at: string
      notificationId: string
      to: string
      event: string
      resends: number
      /** Only stored: no e-mail server is set up (SMTP), so nothing went out. */
      stored: boolean
    }

export const CHANGE_KINDS: ReadonlySet<string> = new Set([
  'swapCreated',
  'swapConfirmed',
  'swapCanceled',
  'claimCreated',
  'claimCanceled',
  'replacementFulfilled',
  'replacementShipped',
  'editCreated',
  'editRequested',
  'editConfirmed',
  'editDeclined',
  'editCanceled',
  'notification',
])

const units = (rows: { quantity: number }[] | undefined) => (rows ?? []).reduce((n, r) => n + r.quantity, 0)

/** Fulfillments of new items (swaps, claims): handed over, then shipped. */
function replacementEvents(fulfillments: Fulfillment[] | undefined): ChangeEvent[] {
  return (fulfillments ?? []).flatMap((f): ChangeEvent[] => [
    { kind: 'replacementFulfilled', id: `rf-${f.id}`, at: f.created_at, quantity: units(f.items) },
    ...(f.shipped_at
      ? [
          {
            kind: 'replacementShipped' as const,
            id: `rs-${f.id}`,
            at: f.shipped_at,
            tracking: (f.tracking_links ?? []).map((l) => l.tracking_number),
          },
        ]
      : []),
  ])
}

function editEvents(e: OrderEdit): ChangeEvent[] {
  const events: ChangeEvent[] = [{ kind: 'editCreated', id: `ec-${e.id}`, at: e.created_at }]
  if (e.requested_at) events.push({ kind: 'editRequested', id: `er-${e.id}`, at: e.requested_at })
  if (e.confirmed_at)
    events.push({
      kind: 'editConfirmed',
      id: `ef-${e.id}`,
      at: e.confirmed_at,
      changes: (e.changes ?? []).length,
    })
  if (e.declined_at)
    events.push({
      kind: 'editDeclined',
      id: `ed-${e.id}`,
      at: e.declined_at,
      reason: e.declined_reason ?? null,
    })
  if (e.canceled_at) events.push({ kind: 'editCanceled', id: `ex-${e.id}`, at: e.canceled_at })
  return events
}

/** The events of the order's swaps, claims and edits, and the notifications sent about them (not sorted). */
export function changeEvents(
  order: Order,
  edits: OrderEdit[] = [],
  notifications: Notification[] = [],
): ChangeEvent[] {
  const events: ChangeEvent[] = []
  for (const s of order.swaps ?? []) {
    const returned = (s.return_order?.items ?? []).reduce(
      (n, i) => n + (i.requested_quantity ?? i.quantity),
      0,
    )
    events.push({
      kind: 'swapCreated',
      id: `sc-${s.id}`,
      at: s.created_at,
      returned,
      added: units(s.additional_items),
    })
    if (s.confirmed_at) events.push({ kind: 'swapConfirmed', id: `sf-${s.id}`, at: s.confirmed_at })
    events.push(...replacementEvents(s.fulfillments))
    if (s.canceled_at) events.push({ kind: 'swapCanceled', id: `sx-${s.id}`, at: s.canceled_at })
  }
  for (const c of order.claims ?? []) {
    const quantity = units(claimItemsOf(c))
    events.push({ kind: 'claimCreated', id: `cc-${c.id}`, at: c.created_at, type: c.type, quantity })
    events.push(...replacementEvents(c.fulfillments))
    if (c.canceled_at) events.push({ kind: 'claimCanceled', id: `cx-${c.id}`, at: c.canceled_at })
  }
  for (const e of edits) events.push(...editEvents(e))
  for (const n of notifications) {
    if (n.parent_id) continue
    events.push({
      kind: 'notification',
      id: `n-${n.id}`,
      at: n.created_at,
      notificationId: n.id,
      to: n.to,
      event: n.event_name ?? '',
      resends: (n.resends ?? []).length,
      stored: n.provider_id === 'local',
    })
  }
  return events
}
