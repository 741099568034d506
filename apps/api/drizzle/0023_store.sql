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
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_items_tenant_order" ON "store_items" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "store_orders_player_item" ON "store_orders" USING btree ("player_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_tenant_state" ON "store_orders" USING btree ("tenant_id","state","created_at");