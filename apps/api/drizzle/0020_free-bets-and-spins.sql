ALTER TABLE "bonus_grants" ADD COLUMN "free_open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD COLUMN "free" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD COLUMN "free_state" text;