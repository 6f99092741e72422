-- A key's stored response is the exact text that was sent, replayed as it is. As jsonb, every stored
-- response was parsed, reordered and compressed by PostgreSQL (about 0.2 ms per cart change, a fifth of
-- the line-item write's database time) and a replay came back with its keys in jsonb's order. Kept
-- uncompressed and, up to the page's size, in the row itself.
ALTER TABLE idempotency_key ALTER COLUMN response_body TYPE text USING response_body::text;
ALTER TABLE idempotency_key ALTER COLUMN response_body SET STORAGE EXTERNAL;
ALTER TABLE idempotency_key SET (toast_tuple_target = 8160);
