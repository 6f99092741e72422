-- Batch jobs: how often a job's lease lapsed while a worker held it (the worker died or hung).
-- The worker gives up on a job after a few take-overs instead of crashing workers forever.
ALTER TABLE batch_job ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- The claim query looks for the oldest claimable job.
CREATE INDEX batch_job_claim_order_idx ON batch_job (created_at) WHERE completed_at IS NULL AND canceled_at IS NULL AND failed_at IS NULL AND deleted_at IS NULL;
