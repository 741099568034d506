-- A provider's transaction ids are kept with the platform's idempotent commands now: the answers
-- stored before are carried over (kept always), so a provider retrying an old id still gets its first answer.
INSERT INTO "idempotency_keys" ("tenant_id", "scope", "key", "request_hash", "response", "created_at", "kept_until")
SELECT "tenant_id", 'provider:' || "provider_id", "tx_ref", "request_hash", "answer", "created_at", NULL
FROM "casino_transactions"
WHERE "answer" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "casino_transactions" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "casino_transactions" DROP COLUMN "answer";
