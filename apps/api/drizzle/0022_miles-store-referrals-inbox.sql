CREATE TABLE "inbox_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"texts" jsonb NOT NULL,
	"segment" jsonb NOT NULL,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"sent" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title_key" text,
	"body_key" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE TABLE "store_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"campaign_id" uuid,
	"translations" jsonb NOT NULL,
	"image_url" text,
	"price" integer NOT NULL,
	"stock" integer,
	"limit_count" integer,
	"limit_period" text NOT NULL,
	"active" boolean NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_items_price_positive" CHECK ("store_items"."price" > 0),
	CONSTRAINT "store_items_stock_not_negative" CHECK ("store_items"."stock" is null or "store_items"."stock" >= 0),
	CONSTRAINT "store_items_kind_known" CHECK ("store_items"."kind" in ('bonus_credit', 'free_spins', 'free_bet', 'physical')),
	CONSTRAINT "store_items_limit_period_known" CHECK ("store_items"."limit_period" in ('month', 'lifetime'))
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"state" text NOT NULL,
	"bonus_id" uuid,
	"address" jsonb,
	"carrier" text,
	"tracking" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "store_orders_state_known" CHECK ("store_orders"."state" in ('placed', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "player_sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "inbox_campaigns" ADD CONSTRAINT "inbox_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_campaign_id_inbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."inbox_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_accounts" ADD CONSTRAINT "miles_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_carry" ADD CONSTRAINT "miles_carry_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_earnings" ADD CONSTRAINT "miles_earnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_journal" ADD CONSTRAINT "miles_journal_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_reviews" ADD CONSTRAINT "miles_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_campaigns_tenant" ON "inbox_campaigns" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_key" ON "inbox_messages" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "inbox_messages_player" ON "inbox_messages" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_messages_unpushed" ON "inbox_messages" USING btree ("created_at") WHERE "inbox_messages"."pushed_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_campaign" ON "inbox_messages" USING btree ("campaign_id") WHERE "inbox_messages"."campaign_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "miles_earnings_record" ON "miles_earnings" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "miles_earnings_wager" ON "miles_earnings" USING btree ("tenant_id","player_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "miles_journal_reference" ON "miles_journal" USING btree ("tenant_id","player_id","kind","reference");--> statement-breakpoint
CREATE INDEX "miles_journal_player_time" ON "miles_journal" USING btree ("tenant_id","player_id","created_at");--> statement-breakpoint
CREATE INDEX "miles_journal_pending" ON "miles_journal" USING btree ("expires_at") WHERE "miles_journal"."kind" = 'earn' and "miles_journal"."pending" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referrals_tenant_state" ON "referrals" USING btree ("tenant_id","state","registered_at");--> statement-breakpoint
CREATE INDEX "store_items_tenant_order" ON "store_items" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "store_orders_player_item" ON "store_orders" USING btree ("player_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_tenant_state" ON "store_orders" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "player_sessions_device" ON "player_sessions" USING btree ("device_id");