-- Catalogue, pricing, tax, sales channels, stock locations and inventory.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE shipping_profile (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('default', 'gift_card', 'custom')),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE product_collection (
  id text PRIMARY KEY,
  title text NOT NULL,
  handle text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_collection_handle_unique ON product_collection (handle) WHERE deleted_at IS NULL;
CREATE INDEX product_collection_created_at_idx ON product_collection (created_at) WHERE deleted_at IS NULL;

CREATE TABLE product_type (
  id text PRIMARY KEY,
  value text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_type_value_unique ON product_type (value) WHERE deleted_at IS NULL;

CREATE TABLE product_tag (
  id text PRIMARY KEY,
  value text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_tag_value_unique ON product_tag (value) WHERE deleted_at IS NULL;

CREATE TABLE product (
  id text PRIMARY KEY,
  title text NOT NULL,
  subtitle text,
  description text,
  handle text NOT NULL,
  is_giftcard boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'proposed', 'published', 'rejected')),
  thumbnail text,
  weight integer,
  length integer,
  height integer,
  width integer,
  hs_code text,
  origin_country text,
  mid_code text,
  material text,
  collection_id text REFERENCES product_collection(id) ON DELETE SET NULL,
  type_id text REFERENCES product_type(id) ON DELETE SET NULL,
  discountable boolean NOT NULL DEFAULT true,
  external_id text,
  profile_id text REFERENCES shipping_profile(id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_handle_unique ON product (handle) WHERE deleted_at IS NULL;
CREATE INDEX product_created_at_idx ON product (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX product_status_created_at_idx ON product (status, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX product_collection_id_idx ON product (collection_id) WHERE deleted_at IS NULL;
CREATE INDEX product_type_id_idx ON product (type_id) WHERE deleted_at IS NULL;
CREATE INDEX product_profile_id_idx ON product (profile_id);

CREATE TABLE product_image (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  url text NOT NULL,
  rank integer NOT NULL DEFAULT 0,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_image_product_idx ON product_image (product_id, rank);

CREATE TABLE product_tags (
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  product_tag_id text NOT NULL REFERENCES product_tag(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, product_tag_id)
);
CREATE INDEX product_tags_tag_idx ON product_tags (product_tag_id);

CREATE TABLE product_option (
  id text PRIMARY KEY,
  title text NOT NULL,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  rank integer NOT NULL DEFAULT 0,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_option_product_idx ON product_option (product_id);

CREATE TABLE product_variant (
  id text PRIMARY KEY,
  title text NOT NULL,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sku text,
  barcode text,
  ean text,
  upc text,
  variant_rank integer NOT NULL DEFAULT 0,
  inventory_quantity integer NOT NULL DEFAULT 0,
  allow_backorder boolean NOT NULL DEFAULT false,
  manage_inventory boolean NOT NULL DEFAULT true,
  weight integer,
  length integer,
  height integer,
  width integer,
  hs_code text,
  origin_country text,
  mid_code text,
  material text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_variant_product_idx ON product_variant (product_id, variant_rank) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX product_variant_sku_unique ON product_variant (sku) WHERE deleted_at IS NULL AND sku IS NOT NULL;
CREATE UNIQUE INDEX product_variant_barcode_unique ON product_variant (barcode) WHERE deleted_at IS NULL AND barcode IS NOT NULL;
CREATE UNIQUE INDEX product_variant_ean_unique ON product_variant (ean) WHERE deleted_at IS NULL AND ean IS NOT NULL;
CREATE UNIQUE INDEX product_variant_upc_unique ON product_variant (upc) WHERE deleted_at IS NULL AND upc IS NOT NULL;
CREATE INDEX product_variant_created_at_idx ON product_variant (created_at, id) WHERE deleted_at IS NULL;

CREATE TABLE product_option_value (
  id text PRIMARY KEY,
  value text NOT NULL,
  option_id text NOT NULL REFERENCES product_option(id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_option_value_variant_idx ON product_option_value (variant_id);
CREATE INDEX product_option_value_option_idx ON product_option_value (option_id);

CREATE TABLE product_category (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  handle text NOT NULL,
  -- Materialised path of ancestor ids ('pcat_a.pcat_b.'), for subtree queries and cycle checks.
  mpath text NOT NULL DEFAULT '',
  is_internal boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT false,
  rank integer NOT NULL DEFAULT 0,
  parent_category_id text REFERENCES product_category(id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_category_handle_unique ON product_category (handle);
CREATE INDEX product_category_parent_rank_idx ON product_category (parent_category_id, rank);
CREATE INDEX product_category_mpath_idx ON product_category (mpath text_pattern_ops);

CREATE TABLE product_category_product (
  product_category_id text NOT NULL REFERENCES product_category(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  PRIMARY KEY (product_category_id, product_id)
);
CREATE INDEX product_category_product_product_idx ON product_category_product (product_id);

CREATE TABLE product_sales_channel (
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, sales_channel_id)
);
CREATE INDEX product_sales_channel_channel_idx ON product_sales_channel (sales_channel_id, product_id);

CREATE TABLE customer_group (
  id text PRIMARY KEY,
  name text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX customer_group_name_unique ON customer_group (name) WHERE deleted_at IS NULL;
CREATE INDEX customer_group_created_at_idx ON customer_group (created_at) WHERE deleted_at IS NULL;

CREATE TABLE price_list (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'sale' CHECK (type IN ('sale', 'override')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('active', 'draft')),
  starts_at timestamptz,
  ends_at timestamptz,
  includes_tax boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX price_list_created_at_idx ON price_list (created_at) WHERE deleted_at IS NULL;

CREATE TABLE price_list_customer_group (
  price_list_id text NOT NULL REFERENCES price_list(id) ON DELETE CASCADE,
  customer_group_id text NOT NULL REFERENCES customer_group(id) ON DELETE CASCADE,
  PRIMARY KEY (price_list_id, customer_group_id)
);
CREATE INDEX price_list_customer_group_group_idx ON price_list_customer_group (customer_group_id);

CREATE TABLE money_amount (
  id text PRIMARY KEY,
  currency_code text NOT NULL REFERENCES currency(code),
  amount bigint NOT NULL CHECK (amount >= 0),
  min_quantity integer,
  max_quantity integer,
  price_list_id text REFERENCES price_list(id) ON DELETE CASCADE,
  region_id text REFERENCES region(id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX money_amount_variant_idx ON money_amount (variant_id) WHERE deleted_at IS NULL;
CREATE INDEX money_amount_price_list_idx ON money_amount (price_list_id) WHERE deleted_at IS NULL;
CREATE INDEX money_amount_region_idx ON money_amount (region_id);

CREATE TABLE shipping_option (
  id text PRIMARY KEY,
  name text NOT NULL,
  region_id text NOT NULL REFERENCES region(id),
  profile_id text NOT NULL REFERENCES shipping_profile(id),
  provider_id text NOT NULL REFERENCES fulfillment_provider(id),
  price_type text NOT NULL CHECK (price_type IN ('flat_rate', 'calculated')),
  amount integer,
  is_return boolean NOT NULL DEFAULT false,
  admin_only boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}',
  includes_tax boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX shipping_option_region_idx ON shipping_option (region_id) WHERE deleted_at IS NULL;
CREATE INDEX shipping_option_profile_idx ON shipping_option (profile_id);

CREATE TABLE shipping_option_requirement (
  id text PRIMARY KEY,
  shipping_option_id text NOT NULL REFERENCES shipping_option(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('min_subtotal', 'max_subtotal')),
  amount integer NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX shipping_option_requirement_option_idx ON shipping_option_requirement (shipping_option_id);

CREATE TABLE tax_rate (
  id text PRIMARY KEY,
  rate double precision,
  code text,
  name text NOT NULL,
  region_id text NOT NULL REFERENCES region(id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tax_rate_region_idx ON tax_rate (region_id);
CREATE INDEX tax_rate_created_at_idx ON tax_rate (created_at);

CREATE TABLE product_tax_rate (
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  rate_id text NOT NULL REFERENCES tax_rate(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, rate_id)
);
CREATE INDEX product_tax_rate_rate_idx ON product_tax_rate (rate_id);

CREATE TABLE product_type_tax_rate (
  product_type_id text NOT NULL REFERENCES product_type(id) ON DELETE CASCADE,
  rate_id text NOT NULL REFERENCES tax_rate(id) ON DELETE CASCADE,
  PRIMARY KEY (product_type_id, rate_id)
);
CREATE INDEX product_type_tax_rate_rate_idx ON product_type_tax_rate (rate_id);

CREATE TABLE shipping_tax_rate (
  shipping_option_id text NOT NULL REFERENCES shipping_option(id) ON DELETE CASCADE,
  rate_id text NOT NULL REFERENCES tax_rate(id) ON DELETE CASCADE,
  PRIMARY KEY (shipping_option_id, rate_id)
);
CREATE INDEX shipping_tax_rate_rate_idx ON shipping_tax_rate (rate_id);

CREATE TABLE stock_location_address (
  id text PRIMARY KEY,
  address_1 text NOT NULL,
  address_2 text,
  company text,
  city text,
  country_code text NOT NULL,
  phone text,
  postal_code text,
  province text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE stock_location (
  id text PRIMARY KEY,
  name text NOT NULL,
  address_id text REFERENCES stock_location_address(id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX stock_location_created_at_idx ON stock_location (created_at) WHERE deleted_at IS NULL;

CREATE TABLE sales_channel_location (
  id text PRIMARY KEY,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES stock_location(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (sales_channel_id, location_id)
);
CREATE INDEX sales_channel_location_location_idx ON sales_channel_location (location_id);

CREATE TABLE inventory_item (
  id text PRIMARY KEY,
  sku text,
  hs_code text,
  origin_country text,
  mid_code text,
  material text,
  title text,
  description text,
  thumbnail text,
  weight integer,
  length integer,
  height integer,
  width integer,
  requires_shipping boolean NOT NULL DEFAULT true,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX inventory_item_sku_unique ON inventory_item (sku) WHERE deleted_at IS NULL AND sku IS NOT NULL;
CREATE INDEX inventory_item_created_at_idx ON inventory_item (created_at) WHERE deleted_at IS NULL;

CREATE TABLE inventory_level (
  id text PRIMARY KEY,
  inventory_item_id text NOT NULL REFERENCES inventory_item(id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES stock_location(id) ON DELETE CASCADE,
  stocked_quantity integer NOT NULL DEFAULT 0,
  reserved_quantity integer NOT NULL DEFAULT 0 CHECK (reserved_quantity >= 0),
  incoming_quantity integer NOT NULL DEFAULT 0,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (inventory_item_id, location_id)
);
CREATE INDEX inventory_level_location_idx ON inventory_level (location_id);

CREATE TABLE product_variant_inventory_item (
  id text PRIMARY KEY,
  inventory_item_id text NOT NULL REFERENCES inventory_item(id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  required_quantity integer NOT NULL DEFAULT 1 CHECK (required_quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (variant_id, inventory_item_id)
);
CREATE INDEX pvii_inventory_item_idx ON product_variant_inventory_item (inventory_item_id);

CREATE TABLE reservation_item (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES stock_location(id),
  inventory_item_id text NOT NULL REFERENCES inventory_item(id) ON DELETE CASCADE,
  line_item_id text,
  quantity integer NOT NULL CHECK (quantity > 0),
  description text,
  created_by text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX reservation_item_item_location_idx ON reservation_item (inventory_item_id, location_id) WHERE deleted_at IS NULL;
CREATE INDEX reservation_item_line_item_idx ON reservation_item (line_item_id);
CREATE INDEX reservation_item_created_at_idx ON reservation_item (created_at) WHERE deleted_at IS NULL;
