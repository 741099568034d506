CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_id" uuid NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"reason" text,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposited_at" timestamp with time zone,
	"qualified_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"referrer_reward" jsonb,
	"referred_reward" jsonb,
	CONSTRAINT "referrals_state_known" CHECK ("referrals"."state" in ('registered', 'deposited', 'qualified', 'rewarded', 'rejected')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id")
);
--> statement-breakpoint
ALTER TABLE "player_sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referrals_tenant_state" ON "referrals" USING btree ("tenant_id","state","registered_at");--> statement-breakpoint
CREATE INDEX "player_sessions_device" ON "player_sessions" USING btree ("device_id");