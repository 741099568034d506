CREATE TABLE "bonus_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"code" text,
	"deposit_number" integer,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"max_grants" integer,
	"granted" integer DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagering_progress" bigint DEFAULT 0 NOT NULL,
	"converted" bigint,
	"forfeited" bigint,
	"period" text DEFAULT '' NOT NULL,
	"deposit_ref" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_xid" "xid8",
	"activated_at" timestamp with time zone,
	"activated_xid" "xid8",
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"canceled_by" text,
	"cancel_note" text
);
--> statement-breakpoint
CREATE TABLE "bonus_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bonus" bigint NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_moves_amounts" CHECK ("bonus_moves"."bonus" >= 0 and "bonus_moves"."cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_players" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_stakes" (
	"idempotency_key" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"grant_id" uuid,
	"cash" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "bonus_stakes_tenant_id_idempotency_key_pk" PRIMARY KEY("tenant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"grant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"contributed" bigint NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bonus_wagers_grant_id_reference_pk" PRIMARY KEY("grant_id","reference")
);
--> statement-breakpoint
ALTER TABLE "activity_records" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "activity_records" ADD COLUMN "odds_x100" integer;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_code" ON "bonus_campaigns" USING btree ("tenant_id","code") WHERE "bonus_campaigns"."code" is not null;--> statement-breakpoint
CREATE INDEX "bonus_campaigns_trigger" ON "bonus_campaigns" USING btree ("tenant_id","trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_once" ON "bonus_grants" USING btree ("campaign_id","player_id","period");--> statement-breakpoint
CREATE INDEX "bonus_grants_player" ON "bonus_grants" USING btree ("tenant_id","player_id","status");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" in ('available', 'claimed', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_running" ON "bonus_grants" USING btree ("player_id") WHERE "bonus_grants"."status" in ('claimed', 'active');--> statement-breakpoint
CREATE INDEX "bonus_moves_tenant_time" ON "bonus_moves" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "bonus_stakes_reference" ON "bonus_stakes" USING btree ("player_id","reference");