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
ALTER TABLE "inbox_campaigns" ADD CONSTRAINT "inbox_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_campaign_id_inbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."inbox_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_campaigns_tenant" ON "inbox_campaigns" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_key" ON "inbox_messages" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "inbox_messages_player" ON "inbox_messages" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_messages_unpushed" ON "inbox_messages" USING btree ("created_at") WHERE "inbox_messages"."pushed_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_campaign" ON "inbox_messages" USING btree ("campaign_id") WHERE "inbox_messages"."campaign_id" is not null;