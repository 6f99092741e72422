-- The orders list's search (`q`) also finds an order by its shipping address: the name on it, its
-- company, street, city, postal code or phone. A trigram index on addresses answers the ILIKE, and
-- one on orders' shipping address leads from the addresses found to their orders.
CREATE INDEX address_search_trgm_idx ON address USING gin (
  (coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\n' || coalesce(company, '') || E'\n' ||
   coalesce(address_1, '') || E'\n' || coalesce(city, '') || E'\n' || coalesce(postal_code, '') || E'\n' ||
   coalesce(phone, '')) gin_trgm_ops
);
CREATE INDEX order_shipping_address_idx ON "order" (shipping_address_id);
