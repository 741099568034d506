ALTER TABLE "idempotency_keys" ADD COLUMN "kept_until" timestamp with time zone;--> statement-breakpoint
-- The answers stored before: kept a day from when they were stored, as before.
UPDATE "idempotency_keys" SET "kept_until" = "created_at" + interval '1 day';--> statement-breakpoint
CREATE INDEX "idempotency_keys_kept_until" ON "idempotency_keys" USING btree ("kept_until");
