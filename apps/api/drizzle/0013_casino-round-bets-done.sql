ALTER TABLE "casino_rounds" ADD COLUMN "bets_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The rounds played before: their bets still done, as the win's lookup counted them.
UPDATE "casino_rounds" SET "bets_done" = "done"."bets"
FROM (
  SELECT "round_id", count(*)::integer AS "bets"
  FROM "casino_transactions"
  WHERE "kind" = 'bet' AND "status" = 'done' AND "round_id" IS NOT NULL
  GROUP BY "round_id"
) AS "done"
WHERE "casino_rounds"."id" = "done"."round_id";
