CREATE TABLE "sports_event_liabilities" (
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "sports_event_liabilities_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "sports_event_liabilities" ADD CONSTRAINT "sports_event_liabilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_event_liabilities" ADD CONSTRAINT "sports_event_liabilities_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The unsettled bets already placed, summed once as the liability check summed them.
INSERT INTO "sports_event_liabilities" ("tenant_id", "event_id", "outcomes")
SELECT "tenant_id", "event_id", jsonb_agg(jsonb_build_object(
  'marketId', "market_id", 'outcome', "outcome", 'bets', "bets", 'stakes', "stakes", 'payouts', "payouts")
  ORDER BY "market_id", "outcome")
FROM (
  SELECT l."tenant_id", l."event_id", l."market_id", l."outcome", count(*) AS "bets",
    sum(b."stake") AS "stakes", sum(b."potential_payout") AS "payouts"
  FROM "sports_bet_legs" l JOIN "sports_bets" b ON b."id" = l."bet_id"
  WHERE b."status" IN ('pending', 'open')
  GROUP BY l."tenant_id", l."event_id", l."market_id", l."outcome"
) AS "legs"
GROUP BY "tenant_id", "event_id";
