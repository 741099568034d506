ALTER TABLE "wallet_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
-- The brand's accounts stop keeping a balance on their row (it is the sum of their entries).
UPDATE "wallet_entries" SET "balance_after" = NULL WHERE "account_id" IN (SELECT "id" FROM "wallet_accounts" WHERE "player_id" IS NULL);--> statement-breakpoint
UPDATE "wallet_accounts" SET "balance" = 0 WHERE "player_id" IS NULL;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_brand_unkept" CHECK ("wallet_accounts"."player_id" is not null or "wallet_accounts"."balance" = 0);
