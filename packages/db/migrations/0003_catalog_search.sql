-- Product search: `q` is a case-insensitive substring match (ILIKE '%q%') over product title, subtitle,
-- description and handle, and variant title and SKU. A trigram GIN index over one expression per table
-- lets PostgreSQL answer it without scanning the catalogue; fields are joined by a newline so that a
-- match never spans two of them. The queries in modules/catalog repeat these expressions exactly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX product_search_trgm_idx ON product USING gin (
  (title || E'\n' || coalesce(subtitle, '') || E'\n' || coalesce(description, '') || E'\n' || handle) gin_trgm_ops
) WHERE deleted_at IS NULL;

CREATE INDEX product_variant_search_trgm_idx ON product_variant USING gin (
  (title || E'\n' || coalesce(sku, '')) gin_trgm_ops
) WHERE deleted_at IS NULL;
