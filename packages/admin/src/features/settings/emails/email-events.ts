/** The notifications the server sends as e-mails, by event (their names are in the order-changes namespace). */
export const EMAIL_EVENTS = [
  'order.placed',
  'order.canceled',
  'order.shipment_created',
  'order.refund_created',
  'order.return_requested',
  'order.items_returned',
  'order.gift_card_created',
  'gift_card.created',
  'swap.created',
  'swap.shipment_created',
  'claim.shipment_created',
  'order-edit.requested',
  'order-update-token.created',
  'customer.password_reset',
  'user.password_reset',
  'invite.created',
] as const

/** `order.placed` → `notifications.events.order_placed`. */
export const emailEventKey = (event: string | null | undefined) =>
  `notifications.events.${(event ?? '').replace(/[.-]/g, '_')}`
