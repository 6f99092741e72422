-- After-sale work waiting on staff (the orders list's `awaiting` filter and the dashboard home's
-- "To do" counts): each index holds only the waiting rows, with the same predicate the queries use
-- (orders/awaiting.ts), so a count reads a handful of index entries however many returns, swaps and
-- claims the shop has handled.
CREATE INDEX return_requested_idx ON "return" (order_id) WHERE status = 'requested';
CREATE INDEX swap_to_fulfil_idx ON swap (order_id)
  WHERE canceled_at IS NULL AND confirmed_at IS NOT NULL AND fulfillment_status = 'not_fulfilled';
CREATE INDEX claim_to_fulfil_idx ON claim_order (order_id)
  WHERE type = 'replace' AND canceled_at IS NULL AND fulfillment_status = 'not_fulfilled';
