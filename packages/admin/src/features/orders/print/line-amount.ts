import { grossAmounts, type ShownTotalsInput } from '@mercato/domain'

type Line = { unit_price: number; quantity: number; subtotal?: number | null | undefined }

/**
 * How the invoice reads its lines' amounts, by the rule of its subtotal row (`grossAmounts`): where
 * prices include tax the shopper saw unit price × quantity, tax inside; elsewhere the server's subtotal,
 * before tax. Either way the lines add up to the subtotal row.
 */
export function lineAmountOf(order: ShownTotalsInput): (item: Line) => number {
  const { inclusive } = grossAmounts(order)
  return (item) =>
    inclusive ? item.unit_price * item.quantity : (item.subtotal ?? item.unit_price * item.quantity)
}
