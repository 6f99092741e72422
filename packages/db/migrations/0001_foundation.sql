-- Foundation: store settings, reference data, regions, staff users, sessions, keys, jobs, notes, notifications.

CREATE TABLE currency (
  code text PRIMARY KEY,
  symbol text NOT NULL,
  symbol_native text NOT NULL,
  name text NOT NULL,
  includes_tax boolean NOT NULL DEFAULT false
);

CREATE TABLE payment_provider (
  id text PRIMARY KEY,
  is_installed boolean NOT NULL DEFAULT true
);

CREATE TABLE fulfillment_provider (
  id text PRIMARY KEY,
  is_installed boolean NOT NULL DEFAULT true
);

CREATE TABLE region (
  id text PRIMARY KEY,
  name text NOT NULL,
  currency_code text NOT NULL REFERENCES currency(code),
  tax_rate double precision NOT NULL DEFAULT 0,
  tax_code text,
  gift_cards_taxable boolean NOT NULL DEFAULT true,
  automatic_taxes boolean NOT NULL DEFAULT true,
  tax_provider_id text,
  includes_tax boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX region_created_at_idx ON region (created_at) WHERE deleted_at IS NULL;
CREATE INDEX region_currency_code_idx ON region (currency_code);

CREATE TABLE country (
  id serial PRIMARY KEY,
  iso_2 text NOT NULL UNIQUE,
  iso_3 text NOT NULL,
  num_code integer NOT NULL,
  name text NOT NULL,
  display_name text NOT NULL,
  region_id text REFERENCES region(id) ON DELETE SET NULL
);
CREATE INDEX country_region_id_idx ON country (region_id);

CREATE TABLE region_payment_provider (
  region_id text NOT NULL REFERENCES region(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES payment_provider(id),
  PRIMARY KEY (region_id, provider_id)
);

CREATE TABLE region_fulfillment_provider (
  region_id text NOT NULL REFERENCES region(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES fulfillment_provider(id),
  PRIMARY KEY (region_id, provider_id)
);

CREATE TABLE sales_channel (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  is_disabled boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX sales_channel_created_at_idx ON sales_channel (created_at) WHERE deleted_at IS NULL;

CREATE TABLE store (
  id text PRIMARY KEY,
  name text NOT NULL DEFAULT 'Mercato Store',
  default_currency_code text NOT NULL DEFAULT 'usd' REFERENCES currency(code),
  swap_link_template text,
  payment_link_template text,
  invite_link_template text,
  default_location_id text,
  default_sales_channel_id text REFERENCES sales_channel(id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE store_currency (
  store_id text NOT NULL REFERENCES store(id) ON DELETE CASCADE,
  currency_code text NOT NULL REFERENCES currency(code),
  PRIMARY KEY (store_id, currency_code)
);

CREATE TABLE "user" (
  id text PRIMARY KEY,
  email text NOT NULL,
  first_name text,
  last_name text,
  password_hash text,
  api_token text,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member', 'developer')),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX user_email_unique ON "user" (email) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX user_api_token_unique ON "user" (api_token) WHERE deleted_at IS NULL AND api_token IS NOT NULL;
CREATE INDEX user_created_at_idx ON "user" (created_at) WHERE deleted_at IS NULL;

CREATE TABLE invite (
  id text PRIMARY KEY,
  user_email text NOT NULL,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member', 'developer')),
  accepted boolean NOT NULL DEFAULT false,
  token text NOT NULL,
  expires_at timestamptz NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX invite_email_unique ON invite (user_email) WHERE deleted_at IS NULL;

-- Signed-in sessions of both realms; the cookie carries the signed id.
CREATE TABLE auth_session (
  id text PRIMARY KEY,
  realm text NOT NULL CHECK (realm IN ('admin', 'store')),
  subject_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_session_subject_idx ON auth_session (subject_id);
CREATE INDEX auth_session_expires_at_idx ON auth_session (expires_at);

CREATE TABLE analytics_config (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id),
  opt_out boolean NOT NULL DEFAULT false,
  anonymize boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX analytics_config_user_unique ON analytics_config (user_id) WHERE deleted_at IS NULL;

CREATE TABLE idempotency_key (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  locked_at timestamptz,
  request_method text,
  request_params jsonb,
  request_path text,
  response_code integer,
  response_body jsonb,
  recovery_point text NOT NULL DEFAULT 'started'
);

CREATE TABLE publishable_api_key (
  id text PRIMARY KEY,
  title text NOT NULL,
  created_by text,
  revoked_by text,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX publishable_api_key_created_at_idx ON publishable_api_key (created_at);

CREATE TABLE publishable_api_key_sales_channel (
  id text PRIMARY KEY,
  publishable_key_id text NOT NULL REFERENCES publishable_api_key(id) ON DELETE CASCADE,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  UNIQUE (publishable_key_id, sales_channel_id)
);
CREATE INDEX pksc_sales_channel_idx ON publishable_api_key_sales_channel (sales_channel_id);

CREATE TABLE batch_job (
  id text PRIMARY KEY,
  type text NOT NULL,
  created_by text REFERENCES "user"(id),
  context jsonb,
  dry_run boolean NOT NULL DEFAULT false,
  result jsonb,
  pre_processed_at timestamptz,
  processing_at timestamptz,
  confirmed_at timestamptz,
  completed_at timestamptz,
  canceled_at timestamptz,
  failed_at timestamptz,
  -- Work claiming: a worker holds a job while its lease is in the future.
  locked_by text,
  lease_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX batch_job_created_by_created_at_idx ON batch_job (created_by, created_at);
CREATE INDEX batch_job_claimable_idx ON batch_job (lease_expires_at) WHERE completed_at IS NULL AND canceled_at IS NULL AND failed_at IS NULL;

CREATE TABLE note (
  id text PRIMARY KEY,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  value text NOT NULL,
  author_id text REFERENCES "user"(id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX note_resource_idx ON note (resource_id, created_at) WHERE deleted_at IS NULL;

CREATE TABLE notification (
  id text PRIMARY KEY,
  event_name text,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  customer_id text,
  "to" text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  parent_id text REFERENCES notification(id),
  provider_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_resource_idx ON notification (resource_id);
CREATE INDEX notification_created_at_idx ON notification (created_at);
CREATE INDEX notification_parent_idx ON notification (parent_id);
