-- The dashboard home page (GET /admin/mercato/overview) reads the last 30 days of orders with their
-- payments and lines. The same indexes, now carrying the few columns it needs, let those reads stay in
-- the index (index-only scans) instead of visiting each order, payment and line row. Same keys and
-- names as before, so every other query keeps its plan.
DROP INDEX order_created_at_idx;
CREATE INDEX order_created_at_idx ON "order" (created_at, id) INCLUDE (status, currency_code);

DROP INDEX payment_order_idx;
CREATE INDEX payment_order_idx ON payment (order_id) INCLUDE (amount, amount_refunded);

DROP INDEX line_item_order_idx;
CREATE INDEX line_item_order_idx ON line_item (order_id) INCLUDE (variant_id, quantity, is_return);
