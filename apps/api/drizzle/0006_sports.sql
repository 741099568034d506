CREATE TABLE "sports_bet_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"odds_x100" integer NOT NULL,
	"market_version" integer NOT NULL,
	"stopped_at" timestamp with time zone,
	"live" boolean DEFAULT false NOT NULL,
	"result" text,
	"manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"potential_payout" bigint NOT NULL,
	"payout" bigint,
	"paid" bigint DEFAULT 0 NOT NULL,
	"request_hash" text DEFAULT '' NOT NULL,
	"refusal" text,
	"accept_odds" text DEFAULT 'none' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"accept_at" timestamp with time zone,
	"settlements" integer DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" text NOT NULL,
	"sport" text NOT NULL,
	"competition_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"score" jsonb,
	"clock" jsonb,
	"featured" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_feed_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"line" double precision,
	"status" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"tenant_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "sports_settings_tenant_id_sport_pk" PRIMARY KEY("tenant_id","sport")
);
--> statement-breakpoint
CREATE TABLE "sports_simulator_state" (
	"feed_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_suspensions" (
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"market_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_settings" ADD CONSTRAINT "sports_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_suspensions" ADD CONSTRAINT "sports_suspensions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_suspensions" ADD CONSTRAINT "sports_suspensions_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_suspensions" ADD CONSTRAINT "sports_suspensions_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_bet" ON "sports_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_market" ON "sports_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_tenant_event" ON "sports_bet_legs" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_request" ON "sports_bets" USING btree ("tenant_id","player_id","request_key");--> statement-breakpoint
CREATE INDEX "sports_bets_player" ON "sports_bets" USING btree ("tenant_id","player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_pending" ON "sports_bets" USING btree ("accept_at") WHERE "sports_bets"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sports_competitions_feed" ON "sports_competitions" USING btree ("feed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_competitions_slug" ON "sports_competitions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_feed" ON "sports_events" USING btree ("feed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_slug" ON "sports_events" USING btree ("competition_id","slug");--> statement-breakpoint
CREATE INDEX "sports_events_status_start" ON "sports_events" USING btree ("status","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_markets_event_key" ON "sports_markets" USING btree ("event_id","key");--> statement-breakpoint
CREATE INDEX "sports_markets_changed" ON "sports_markets" USING btree ("changed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_suspensions_target" ON "sports_suspensions" USING btree ("tenant_id","event_id",coalesce("market_id", '00000000-0000-0000-0000-000000000000'::uuid));