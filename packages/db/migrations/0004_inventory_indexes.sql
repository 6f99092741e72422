-- Indexes for the filters of the inventory, stock-location and reservation admin lists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- `q` on /admin/inventory-items is `sku ILIKE '%q%' OR title ILIKE '%q%'`: one trigram index per
-- column lets PostgreSQL combine them (BitmapOr) instead of scanning every item.
CREATE INDEX inventory_item_sku_trgm_idx ON inventory_item USING gin (sku gin_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX inventory_item_title_trgm_idx ON inventory_item USING gin (title gin_trgm_ops) WHERE deleted_at IS NULL;

-- /admin/reservations?location_id=… (the existing index leads with inventory_item_id).
CREATE INDEX reservation_item_location_idx ON reservation_item (location_id, created_at) WHERE deleted_at IS NULL;

-- Foreign keys without an index of their own.
CREATE INDEX stock_location_address_id_idx ON stock_location (address_id);
CREATE INDEX region_payment_provider_provider_idx ON region_payment_provider (provider_id);
CREATE INDEX region_fulfillment_provider_provider_idx ON region_fulfillment_provider (provider_id);
