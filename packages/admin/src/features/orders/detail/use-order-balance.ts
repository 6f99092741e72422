import type { Order } from '@mercato/client'
import { useAdminOrderEdits } from '@mercato/react'
import { balanceOf } from './balance-due'

/**
 * The order's balance after its confirmed edits, from the same edits list the edits section reads
 * (so the query is shared), and a way to read that list again once a collection is paid.
 */
export function useOrderBalance(order: Order) {
  const edits = useAdminOrderEdits({ order_id: order.id, limit: 50 })
  return {
    balance: balanceOf(order, edits.order_edits),
    loaded: edits.order_edits !== undefined,
    refetch: edits.refetch,
  }
}
