CREATE TABLE "tournament_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"position" integer,
	"prize" jsonb,
	"prize_refused" text
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"staked" bigint NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"scored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product" text NOT NULL,
	"scoring" text NOT NULL,
	"translations" jsonb NOT NULL,
	"image_url" text,
	"eligible" text[] NOT NULL,
	"best_of" integer,
	"min_bet" bigint NOT NULL,
	"max_rounds" integer,
	"entry" text NOT NULL,
	"buy_in" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"finished_at" timestamp with time zone,
	"board_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status_known" CHECK ("tournaments"."status" in ('scheduled', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_times" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_player" ON "tournament_entries" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_board" ON "tournament_entries" USING btree ("tournament_id","points" DESC NULLS LAST,"reached_at");--> statement-breakpoint
CREATE INDEX "tournament_entries_tenant_player" ON "tournament_entries" USING btree ("tenant_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_rounds_entry_reference" ON "tournament_rounds" USING btree ("entry_id","reference");--> statement-breakpoint
CREATE INDEX "tournaments_tenant_times" ON "tournaments" USING btree ("tenant_id","status","ends_at");--> statement-breakpoint
CREATE INDEX "tournaments_due" ON "tournaments" USING btree ("ends_at") WHERE "tournaments"."status" = 'scheduled';