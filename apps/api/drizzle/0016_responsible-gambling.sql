CREATE TABLE "responsible_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"length" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "responsible_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"limit" bigint NOT NULL,
	"used" bigint NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "responsible_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_limits" (
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_from" timestamp with time zone,
	"pending_value" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "responsible_players" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"reality_check_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "responsible_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "responsible_breaks_player" ON "responsible_breaks" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "responsible_breaks_tenant" ON "responsible_breaks" USING btree ("tenant_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "responsible_flags_once" ON "responsible_flags" USING btree ("player_id","kind","period","period_start");--> statement-breakpoint
CREATE INDEX "responsible_flags_tenant" ON "responsible_flags" USING btree ("tenant_id","raised_at");--> statement-breakpoint
CREATE INDEX "responsible_limit_changes_player" ON "responsible_limit_changes" USING btree ("tenant_id","player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "responsible_sessions_player" ON "responsible_sessions" USING btree ("player_id","last_seen_at");