-- Draft orders (GET /admin/draft-orders): indexes for the list's filters, sort columns and search,
-- and for the foreign key order.draft_order_id. IF NOT EXISTS: other contexts may add the same.
CREATE INDEX IF NOT EXISTS draft_order_status_idx ON draft_order (status, created_at, id);
CREATE INDEX IF NOT EXISTS draft_order_updated_at_idx ON draft_order (updated_at, id);
CREATE UNIQUE INDEX IF NOT EXISTS draft_order_display_id_unique ON draft_order (display_id);
-- `q` matches the draft's cart email anywhere in the text; partial, so store carts do not pay for it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS cart_draft_email_trgm_idx ON cart USING gin (email gin_trgm_ops)
  WHERE type = 'draft_order';
CREATE INDEX IF NOT EXISTS order_draft_order_idx ON "order" (draft_order_id);
-- Draft orders are paid by the built-in `system` provider. It is not installed: regions accept
-- installed providers only, so shoppers are never offered it, and the store's provider list hides it.
INSERT INTO payment_provider (id, is_installed) VALUES ('system', false) ON CONFLICT (id) DO NOTHING;
