-- Shoppers: customer accounts (and guest records from checkout), their addresses and group memberships.

CREATE TABLE address (
  id text PRIMARY KEY,
  customer_id text,
  company text,
  first_name text,
  last_name text,
  address_1 text,
  address_2 text,
  city text,
  country_code text,
  province text,
  postal_code text,
  phone text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE customer (
  id text PRIMARY KEY,
  email text NOT NULL,
  first_name text,
  last_name text,
  phone text,
  billing_address_id text REFERENCES address(id) ON DELETE SET NULL,
  password_hash text,
  has_account boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- At most one guest record and one account per email.
CREATE UNIQUE INDEX customer_email_account_unique ON customer (email, has_account) WHERE deleted_at IS NULL;
CREATE INDEX customer_created_at_idx ON customer (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX customer_search_trgm_idx ON customer USING gin (
  (email || E'\n' || coalesce(first_name, '') || E'\n' || coalesce(last_name, '')) gin_trgm_ops
) WHERE deleted_at IS NULL;

ALTER TABLE address ADD CONSTRAINT address_customer_fk FOREIGN KEY (customer_id) REFERENCES customer(id) ON DELETE CASCADE;
CREATE INDEX address_customer_idx ON address (customer_id) WHERE deleted_at IS NULL;

CREATE TABLE customer_group_customers (
  customer_group_id text NOT NULL REFERENCES customer_group(id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  PRIMARY KEY (customer_group_id, customer_id)
);
CREATE INDEX customer_group_customers_customer_idx ON customer_group_customers (customer_id);
