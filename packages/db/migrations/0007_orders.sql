-- Discounts, gift cards, carts, payments, orders and what happens to orders afterwards
-- (fulfillments, returns, swaps, claims, edits, draft orders).

CREATE TABLE discount_rule (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('fixed', 'percentage', 'free_shipping')),
  description text,
  value integer NOT NULL CHECK (value >= 0),
  allocation text CHECK (allocation IN ('total', 'item')),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE discount (
  id text PRIMARY KEY,
  code text NOT NULL,
  is_dynamic boolean NOT NULL DEFAULT false,
  rule_id text REFERENCES discount_rule(id),
  is_disabled boolean NOT NULL DEFAULT false,
  parent_discount_id text REFERENCES discount(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  valid_duration text,
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit >= 0),
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX discount_code_unique ON discount (code) WHERE deleted_at IS NULL;
CREATE INDEX discount_created_at_idx ON discount (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX discount_parent_idx ON discount (parent_discount_id);
CREATE INDEX discount_rule_idx ON discount (rule_id);

CREATE TABLE discount_regions (
  discount_id text NOT NULL REFERENCES discount(id) ON DELETE CASCADE,
  region_id text NOT NULL REFERENCES region(id) ON DELETE CASCADE,
  PRIMARY KEY (discount_id, region_id)
);
CREATE INDEX discount_regions_region_idx ON discount_regions (region_id);

CREATE TABLE discount_condition (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('products', 'product_types', 'product_collections', 'product_tags', 'customer_groups')),
  operator text NOT NULL CHECK (operator IN ('in', 'not_in')),
  discount_rule_id text NOT NULL REFERENCES discount_rule(id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (discount_rule_id, type, operator)
);

-- One membership table per condition type keeps foreign keys honest.
CREATE TABLE discount_condition_product (
  condition_id text NOT NULL REFERENCES discount_condition(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  PRIMARY KEY (condition_id, product_id)
);
CREATE INDEX dcp_product_idx ON discount_condition_product (product_id);
CREATE TABLE discount_condition_product_type (
  condition_id text NOT NULL REFERENCES discount_condition(id) ON DELETE CASCADE,
  product_type_id text NOT NULL REFERENCES product_type(id) ON DELETE CASCADE,
  PRIMARY KEY (condition_id, product_type_id)
);
CREATE INDEX dcpt_type_idx ON discount_condition_product_type (product_type_id);
CREATE TABLE discount_condition_product_collection (
  condition_id text NOT NULL REFERENCES discount_condition(id) ON DELETE CASCADE,
  product_collection_id text NOT NULL REFERENCES product_collection(id) ON DELETE CASCADE,
  PRIMARY KEY (condition_id, product_collection_id)
);
CREATE INDEX dcpc_collection_idx ON discount_condition_product_collection (product_collection_id);
CREATE TABLE discount_condition_product_tag (
  condition_id text NOT NULL REFERENCES discount_condition(id) ON DELETE CASCADE,
  product_tag_id text NOT NULL REFERENCES product_tag(id) ON DELETE CASCADE,
  PRIMARY KEY (condition_id, product_tag_id)
);
CREATE INDEX dcptag_tag_idx ON discount_condition_product_tag (product_tag_id);
CREATE TABLE discount_condition_customer_group (
  condition_id text NOT NULL REFERENCES discount_condition(id) ON DELETE CASCADE,
  customer_group_id text NOT NULL REFERENCES customer_group(id) ON DELETE CASCADE,
  PRIMARY KEY (condition_id, customer_group_id)
);
CREATE INDEX dccg_group_idx ON discount_condition_customer_group (customer_group_id);

CREATE TABLE gift_card (
  id text PRIMARY KEY,
  code text NOT NULL,
  value integer NOT NULL CHECK (value >= 0),
  balance integer NOT NULL CHECK (balance >= 0),
  region_id text NOT NULL REFERENCES region(id),
  order_id text,
  is_disabled boolean NOT NULL DEFAULT false,
  ends_at timestamptz,
  tax_rate double precision,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX gift_card_code_unique ON gift_card (code) WHERE deleted_at IS NULL;
CREATE INDEX gift_card_created_at_idx ON gift_card (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX gift_card_region_idx ON gift_card (region_id);
CREATE INDEX gift_card_order_idx ON gift_card (order_id);

CREATE TABLE cart (
  id text PRIMARY KEY,
  email text,
  billing_address_id text REFERENCES address(id),
  shipping_address_id text REFERENCES address(id),
  region_id text NOT NULL REFERENCES region(id),
  customer_id text REFERENCES customer(id),
  payment_id text,
  type text NOT NULL DEFAULT 'default' CHECK (type IN ('default', 'swap', 'draft_order', 'payment_link', 'claim')),
  completed_at timestamptz,
  payment_authorized_at timestamptz,
  idempotency_key text,
  context jsonb,
  sales_channel_id text REFERENCES sales_channel(id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX cart_customer_idx ON cart (customer_id);
CREATE INDEX cart_region_idx ON cart (region_id);
CREATE INDEX cart_created_at_idx ON cart (created_at);

CREATE TABLE cart_discounts (
  cart_id text NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  discount_id text NOT NULL REFERENCES discount(id) ON DELETE CASCADE,
  PRIMARY KEY (cart_id, discount_id)
);
CREATE INDEX cart_discounts_discount_idx ON cart_discounts (discount_id);
CREATE TABLE cart_gift_cards (
  cart_id text NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  gift_card_id text NOT NULL REFERENCES gift_card(id) ON DELETE CASCADE,
  PRIMARY KEY (cart_id, gift_card_id)
);
CREATE INDEX cart_gift_cards_card_idx ON cart_gift_cards (gift_card_id);

CREATE SEQUENCE order_display_id_seq;

CREATE TABLE "order" (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'archived', 'canceled', 'requires_action')),
  fulfillment_status text NOT NULL DEFAULT 'not_fulfilled' CHECK (fulfillment_status IN ('not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped', 'partially_returned', 'returned', 'canceled', 'requires_action')),
  payment_status text NOT NULL DEFAULT 'not_paid' CHECK (payment_status IN ('not_paid', 'awaiting', 'captured', 'partially_refunded', 'refunded', 'canceled', 'requires_action')),
  display_id integer NOT NULL DEFAULT nextval('order_display_id_seq'),
  cart_id text UNIQUE REFERENCES cart(id),
  customer_id text NOT NULL REFERENCES customer(id),
  email text NOT NULL,
  billing_address_id text REFERENCES address(id),
  shipping_address_id text REFERENCES address(id),
  region_id text NOT NULL REFERENCES region(id),
  currency_code text NOT NULL REFERENCES currency(code),
  tax_rate double precision,
  draft_order_id text,
  canceled_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  external_id text,
  sales_channel_id text REFERENCES sales_channel(id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX order_display_id_unique ON "order" (display_id);
CREATE INDEX order_created_at_idx ON "order" (created_at, id);
CREATE INDEX order_customer_idx ON "order" (customer_id, created_at);
CREATE INDEX order_email_idx ON "order" (email);
CREATE INDEX order_status_idx ON "order" (status, created_at);
CREATE INDEX order_fulfillment_status_idx ON "order" (fulfillment_status, created_at);
CREATE INDEX order_payment_status_idx ON "order" (payment_status, created_at);
CREATE INDEX order_region_idx ON "order" (region_id, created_at);
CREATE INDEX order_sales_channel_idx ON "order" (sales_channel_id, created_at);
CREATE INDEX order_email_trgm_idx ON "order" USING gin (email gin_trgm_ops);

CREATE TABLE order_discounts (
  order_id text NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  discount_id text NOT NULL REFERENCES discount(id),
  PRIMARY KEY (order_id, discount_id)
);
CREATE INDEX order_discounts_discount_idx ON order_discounts (discount_id);
CREATE TABLE order_gift_cards (
  order_id text NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  gift_card_id text NOT NULL REFERENCES gift_card(id),
  PRIMARY KEY (order_id, gift_card_id)
);
CREATE INDEX order_gift_cards_card_idx ON order_gift_cards (gift_card_id);

CREATE TABLE gift_card_transaction (
  id text PRIMARY KEY,
  gift_card_id text NOT NULL REFERENCES gift_card(id),
  order_id text NOT NULL REFERENCES "order"(id),
  amount integer NOT NULL,
  is_taxable boolean,
  tax_rate double precision,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_card_transaction_card_idx ON gift_card_transaction (gift_card_id);
CREATE INDEX gift_card_transaction_order_idx ON gift_card_transaction (order_id);

CREATE TABLE swap (
  id text PRIMARY KEY,
  fulfillment_status text NOT NULL DEFAULT 'not_fulfilled' CHECK (fulfillment_status IN ('not_fulfilled', 'fulfilled', 'shipped', 'partially_shipped', 'canceled', 'requires_action')),
  payment_status text NOT NULL DEFAULT 'not_paid' CHECK (payment_status IN ('not_paid', 'awaiting', 'captured', 'confirmed', 'canceled', 'difference_refunded', 'partially_refunded', 'refunded', 'requires_action')),
  order_id text NOT NULL REFERENCES "order"(id),
  difference_due integer,
  shipping_address_id text REFERENCES address(id),
  cart_id text UNIQUE REFERENCES cart(id),
  confirmed_at timestamptz,
  canceled_at timestamptz,
  no_notification boolean,
  allow_backorder boolean NOT NULL DEFAULT false,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX swap_order_idx ON swap (order_id);
CREATE INDEX swap_created_at_idx ON swap (created_at, id);

CREATE TABLE claim_order (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('refund', 'replace')),
  payment_status text NOT NULL DEFAULT 'na' CHECK (payment_status IN ('na', 'not_refunded', 'refunded')),
  fulfillment_status text NOT NULL DEFAULT 'not_fulfilled' CHECK (fulfillment_status IN ('not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped', 'partially_returned', 'returned', 'canceled', 'requires_action')),
  order_id text NOT NULL REFERENCES "order"(id),
  shipping_address_id text REFERENCES address(id),
  refund_amount integer,
  canceled_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX claim_order_order_idx ON claim_order (order_id);

CREATE TABLE order_edit (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES "order"(id),
  internal_note text,
  created_by text NOT NULL,
  requested_by text,
  requested_at timestamptz,
  confirmed_by text,
  confirmed_at timestamptz,
  declined_by text,
  declined_at timestamptz,
  declined_reason text,
  canceled_by text,
  canceled_at timestamptz,
  payment_collection_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_edit_order_idx ON order_edit (order_id, created_at);

CREATE TABLE line_item (
  id text PRIMARY KEY,
  cart_id text REFERENCES cart(id) ON DELETE CASCADE,
  order_id text REFERENCES "order"(id),
  swap_id text REFERENCES swap(id),
  claim_order_id text REFERENCES claim_order(id),
  order_edit_id text REFERENCES order_edit(id) ON DELETE CASCADE,
  original_item_id text REFERENCES line_item(id),
  title text NOT NULL,
  description text,
  thumbnail text,
  is_return boolean NOT NULL DEFAULT false,
  is_giftcard boolean NOT NULL DEFAULT false,
  should_merge boolean NOT NULL DEFAULT true,
  allow_discounts boolean NOT NULL DEFAULT true,
  has_shipping boolean,
  unit_price integer NOT NULL,
  variant_id text REFERENCES product_variant(id) ON DELETE SET NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  fulfilled_quantity integer CHECK (fulfilled_quantity IS NULL OR fulfilled_quantity >= 0),
  returned_quantity integer CHECK (returned_quantity IS NULL OR returned_quantity >= 0),
  shipped_quantity integer CHECK (shipped_quantity IS NULL OR shipped_quantity >= 0),
  includes_tax boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX line_item_cart_idx ON line_item (cart_id);
CREATE INDEX line_item_order_idx ON line_item (order_id);
CREATE INDEX line_item_swap_idx ON line_item (swap_id);
CREATE INDEX line_item_claim_idx ON line_item (claim_order_id);
CREATE INDEX line_item_order_edit_idx ON line_item (order_edit_id);
CREATE INDEX line_item_variant_idx ON line_item (variant_id);

CREATE TABLE line_item_adjustment (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES line_item(id) ON DELETE CASCADE,
  description text NOT NULL,
  discount_id text REFERENCES discount(id),
  amount numeric NOT NULL,
  metadata jsonb
);
CREATE INDEX line_item_adjustment_item_idx ON line_item_adjustment (item_id);
CREATE UNIQUE INDEX line_item_adjustment_item_discount_unique ON line_item_adjustment (item_id, discount_id);

CREATE TABLE line_item_tax_line (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES line_item(id) ON DELETE CASCADE,
  rate double precision NOT NULL,
  name text NOT NULL,
  code text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX line_item_tax_line_item_idx ON line_item_tax_line (item_id);

CREATE TABLE return_reason (
  id text PRIMARY KEY,
  value text NOT NULL,
  label text NOT NULL,
  description text,
  parent_return_reason_id text REFERENCES return_reason(id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX return_reason_value_unique ON return_reason (value) WHERE deleted_at IS NULL;
CREATE INDEX return_reason_parent_idx ON return_reason (parent_return_reason_id);

CREATE TABLE "return" (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'requires_action', 'canceled')),
  order_id text REFERENCES "order"(id),
  swap_id text UNIQUE REFERENCES swap(id),
  claim_order_id text UNIQUE REFERENCES claim_order(id),
  shipping_data jsonb,
  location_id text REFERENCES stock_location(id),
  refund_amount integer NOT NULL DEFAULT 0,
  no_notification boolean,
  idempotency_key text,
  received_at timestamptz,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_order_idx ON "return" (order_id);
CREATE INDEX return_created_at_idx ON "return" (created_at, id);

CREATE TABLE return_item (
  return_id text NOT NULL REFERENCES "return"(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES line_item(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  is_requested boolean NOT NULL DEFAULT true,
  requested_quantity integer,
  received_quantity integer,
  reason_id text REFERENCES return_reason(id),
  note text,
  metadata jsonb,
  PRIMARY KEY (return_id, item_id)
);
CREATE INDEX return_item_item_idx ON return_item (item_id);

CREATE TABLE shipping_method (
  id text PRIMARY KEY,
  shipping_option_id text NOT NULL REFERENCES shipping_option(id),
  cart_id text REFERENCES cart(id) ON DELETE CASCADE,
  order_id text REFERENCES "order"(id),
  claim_order_id text REFERENCES claim_order(id),
  swap_id text REFERENCES swap(id),
  return_id text UNIQUE REFERENCES "return"(id),
  price integer NOT NULL CHECK (price >= 0),
  data jsonb NOT NULL DEFAULT '{}',
  includes_tax boolean NOT NULL DEFAULT false
);
CREATE INDEX shipping_method_cart_idx ON shipping_method (cart_id);
CREATE INDEX shipping_method_order_idx ON shipping_method (order_id);
CREATE INDEX shipping_method_swap_idx ON shipping_method (swap_id);
CREATE INDEX shipping_method_claim_idx ON shipping_method (claim_order_id);
CREATE INDEX shipping_method_option_idx ON shipping_method (shipping_option_id);

CREATE TABLE shipping_method_tax_line (
  id text PRIMARY KEY,
  shipping_method_id text NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  rate double precision NOT NULL,
  name text NOT NULL,
  code text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipping_method_tax_line_method_idx ON shipping_method_tax_line (shipping_method_id);

CREATE TABLE custom_shipping_option (
  id text PRIMARY KEY,
  price integer NOT NULL,
  shipping_option_id text NOT NULL REFERENCES shipping_option(id),
  cart_id text REFERENCES cart(id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (shipping_option_id, cart_id)
);

CREATE TABLE payment_collection (
  id text PRIMARY KEY,
  type text NOT NULL DEFAULT 'order_edit' CHECK (type IN ('order_edit')),
  status text NOT NULL DEFAULT 'not_paid' CHECK (status IN ('not_paid', 'awaiting', 'authorized', 'partially_authorized', 'canceled')),
  description text,
  amount integer NOT NULL,
  authorized_amount integer,
  region_id text NOT NULL REFERENCES region(id),
  currency_code text NOT NULL REFERENCES currency(code),
  created_by text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
ALTER TABLE order_edit ADD CONSTRAINT order_edit_payment_collection_fk FOREIGN KEY (payment_collection_id) REFERENCES payment_collection(id);

CREATE TABLE payment_session (
  id text PRIMARY KEY,
  cart_id text REFERENCES cart(id) ON DELETE CASCADE,
  payment_collection_id text REFERENCES payment_collection(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES payment_provider(id),
  is_selected boolean,
  is_initiated boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('authorized', 'pending', 'requires_more', 'error', 'canceled')),
  data jsonb NOT NULL DEFAULT '{}',
  idempotency_key text,
  amount integer,
  payment_authorized_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_session_cart_provider_unique ON payment_session (cart_id, provider_id) WHERE cart_id IS NOT NULL;
CREATE INDEX payment_session_collection_idx ON payment_session (payment_collection_id);

CREATE TABLE payment (
  id text PRIMARY KEY,
  swap_id text UNIQUE REFERENCES swap(id),
  cart_id text UNIQUE REFERENCES cart(id),
  order_id text REFERENCES "order"(id),
  payment_collection_id text REFERENCES payment_collection(id),
  amount integer NOT NULL,
  currency_code text NOT NULL REFERENCES currency(code),
  amount_refunded integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0 AND amount_refunded <= amount),
  provider_id text NOT NULL REFERENCES payment_provider(id),
  data jsonb NOT NULL DEFAULT '{}',
  captured_at timestamptz,
  canceled_at timestamptz,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_order_idx ON payment (order_id);
CREATE INDEX payment_collection_idx ON payment (payment_collection_id);
ALTER TABLE cart ADD CONSTRAINT cart_payment_fk FOREIGN KEY (payment_id) REFERENCES payment(id);

CREATE TABLE refund (
  id text PRIMARY KEY,
  order_id text REFERENCES "order"(id),
  payment_id text REFERENCES payment(id),
  amount integer NOT NULL CHECK (amount > 0),
  note text,
  reason text NOT NULL CHECK (reason IN ('discount', 'return', 'swap', 'claim', 'other')),
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refund_order_idx ON refund (order_id);
CREATE INDEX refund_payment_idx ON refund (payment_id);

CREATE TABLE fulfillment (
  id text PRIMARY KEY,
  order_id text REFERENCES "order"(id),
  swap_id text REFERENCES swap(id),
  claim_order_id text REFERENCES claim_order(id),
  provider_id text NOT NULL REFERENCES fulfillment_provider(id),
  location_id text REFERENCES stock_location(id),
  tracking_numbers jsonb NOT NULL DEFAULT '[]',
  data jsonb NOT NULL DEFAULT '{}',
  shipped_at timestamptz,
  canceled_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fulfillment_order_idx ON fulfillment (order_id);
CREATE INDEX fulfillment_swap_idx ON fulfillment (swap_id);
CREATE INDEX fulfillment_claim_idx ON fulfillment (claim_order_id);

CREATE TABLE fulfillment_item (
  fulfillment_id text NOT NULL REFERENCES fulfillment(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES line_item(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (fulfillment_id, item_id)
);
CREATE INDEX fulfillment_item_item_idx ON fulfillment_item (item_id);

CREATE TABLE tracking_link (
  id text PRIMARY KEY,
  url text,
  tracking_number text NOT NULL,
  fulfillment_id text NOT NULL REFERENCES fulfillment(id) ON DELETE CASCADE,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX tracking_link_fulfillment_idx ON tracking_link (fulfillment_id);

CREATE TABLE claim_item (
  id text PRIMARY KEY,
  claim_order_id text NOT NULL REFERENCES claim_order(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES line_item(id),
  variant_id text NOT NULL REFERENCES product_variant(id),
  reason text NOT NULL CHECK (reason IN ('missing_item', 'wrong_item', 'production_failure', 'other')),
  note text,
  quantity integer NOT NULL CHECK (quantity > 0),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX claim_item_claim_idx ON claim_item (claim_order_id);
CREATE TABLE claim_image (
  id text PRIMARY KEY,
  claim_item_id text NOT NULL REFERENCES claim_item(id) ON DELETE CASCADE,
  url text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX claim_image_item_idx ON claim_image (claim_item_id);
CREATE TABLE claim_tag (
  id text PRIMARY KEY,
  value text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE TABLE claim_item_tags (
  item_id text NOT NULL REFERENCES claim_item(id) ON DELETE CASCADE,
  tag_id text NOT NULL REFERENCES claim_tag(id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, tag_id)
);

CREATE TABLE order_item_change (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('item_add', 'item_remove', 'item_update')),
  order_edit_id text NOT NULL REFERENCES order_edit(id) ON DELETE CASCADE,
  original_line_item_id text REFERENCES line_item(id),
  line_item_id text REFERENCES line_item(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (order_edit_id, original_line_item_id),
  UNIQUE (order_edit_id, line_item_id)
);

CREATE SEQUENCE draft_order_display_id_seq;
CREATE TABLE draft_order (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
  display_id integer NOT NULL DEFAULT nextval('draft_order_display_id_seq'),
  cart_id text UNIQUE REFERENCES cart(id),
  order_id text UNIQUE REFERENCES "order"(id),
  canceled_at timestamptz,
  completed_at timestamptz,
  no_notification_order boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX draft_order_created_at_idx ON draft_order (created_at, id);
ALTER TABLE "order" ADD CONSTRAINT order_draft_order_fk FOREIGN KEY (draft_order_id) REFERENCES draft_order(id);
ALTER TABLE gift_card ADD CONSTRAINT gift_card_order_fk FOREIGN KEY (order_id) REFERENCES "order"(id);
