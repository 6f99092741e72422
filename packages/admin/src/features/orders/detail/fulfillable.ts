import type { LineItem } from '@mercato/client'

/** Units of a line not yet in a (live) fulfillment. */
export const fulfillableQuantity = (item: Pick<LineItem, 'quantity' | 'fulfilled_quantity'>) =>
  Math.max(item.quantity - (item.fulfilled_quantity ?? 0), 0)

/** Units of a line that can still be returned: shipped or fulfilled, less what came back already. */
export const returnableQuantity = (
  item: Pick<LineItem, 'fulfilled_quantity' | 'shipped_quantity' | 'returned_quantity'>,
) =>
  Math.max(
    Math.max(item.fulfilled_quantity ?? 0, item.shipped_quantity ?? 0) - (item.returned_quantity ?? 0),
    0,
  )

/**
 * The chosen quantities as request lines: whole numbers from 1 up to each line's limit; lines left at 0
 * are skipped. Null when a quantity is out of range or nothing was chosen.
 */
export function chosenLines(
  chosen: Record<string, number>,
  limits: Record<string, number>,
): { item_id: string; quantity: number }[] | null {
  const lines: { item_id: string; quantity: number }[] = []
  for (const [item_id, quantity] of Object.entries(chosen)) {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > (limits[item_id] ?? 0)) return null
    if (quantity > 0) lines.push({ item_id, quantity })
  }
  return lines.length ? lines : null
}
