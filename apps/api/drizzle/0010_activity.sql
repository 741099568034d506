CREATE TABLE "activity_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"last_xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"game" text,
	"cash" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"outcome" text,
	"currency" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "activity_records_kind" CHECK ("activity_records"."kind" in ('stake', 'result', 'deposit', 'withdrawal')),
	CONSTRAINT "activity_records_outcome" CHECK ("activity_records"."outcome" in ('win', 'loss', 'void', 'cashout', 'rollback', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_records_tenant_key" ON "activity_records" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "activity_records_stream" ON "activity_records" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "activity_records_player_newest" ON "activity_records" USING btree ("tenant_id","player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_records_tenant_time" ON "activity_records" USING btree ("tenant_id","occurred_at");