CREATE TABLE "miles_accounts" (
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"lifetime" integer DEFAULT 0 NOT NULL,
	"owed" integer DEFAULT 0 NOT NULL,
	"tier" text DEFAULT 'bronze' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miles_accounts_tenant_id_player_id_pk" PRIMARY KEY("tenant_id","player_id"),
	CONSTRAINT "miles_accounts_balance" CHECK ("miles_accounts"."balance" >= 0),
	CONSTRAINT "miles_accounts_owed" CHECK ("miles_accounts"."owed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "miles_carry" (
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"rate_key" text NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "miles_carry_tenant_id_player_id_rate_key_pk" PRIMARY KEY("tenant_id","player_id","rate_key")
);
--> statement-breakpoint
CREATE TABLE "miles_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"product" text NOT NULL,
	"reference" text NOT NULL,
	"record_id" bigint NOT NULL,
	"rate_key" text NOT NULL,
	"staked" bigint NOT NULL,
	"units" bigint NOT NULL,
	"miles" integer NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miles_journal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"miles" integer NOT NULL,
	"pending" integer,
	"expires_at" timestamp with time zone,
	"reference" text,
	"reason" text,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"cash" bigint,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miles_journal_kind" CHECK ("miles_journal"."kind" in ('earn', 'takeback', 'claim', 'expire', 'spend', 'refund', 'award', 'withdraw')),
	CONSTRAINT "miles_journal_pending_range" CHECK ("miles_journal"."pending" is null or "miles_journal"."pending" >= 0)
);
--> statement-breakpoint
CREATE TABLE "miles_reviews" (
	"tenant_id" uuid NOT NULL,
	"month" text NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miles_reviews_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
ALTER TABLE "miles_accounts" ADD CONSTRAINT "miles_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_carry" ADD CONSTRAINT "miles_carry_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_earnings" ADD CONSTRAINT "miles_earnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_journal" ADD CONSTRAINT "miles_journal_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_reviews" ADD CONSTRAINT "miles_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "miles_earnings_record" ON "miles_earnings" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "miles_earnings_wager" ON "miles_earnings" USING btree ("tenant_id","player_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "miles_journal_reference" ON "miles_journal" USING btree ("tenant_id","player_id","kind","reference");--> statement-breakpoint
CREATE INDEX "miles_journal_player_time" ON "miles_journal" USING btree ("tenant_id","player_id","created_at");--> statement-breakpoint
CREATE INDEX "miles_journal_pending" ON "miles_journal" USING btree ("expires_at") WHERE "miles_journal"."kind" = 'earn' and "miles_journal"."pending" > 0;