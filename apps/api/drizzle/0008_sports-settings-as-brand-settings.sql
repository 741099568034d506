-- A brand's sportsbook terms become the sports module's brand settings: one JSON object
-- per brand with each sport it changed.
INSERT INTO "brand_settings" ("tenant_id", "module", "value")
SELECT "tenant_id", 'sports', jsonb_object_agg("sport", "settings")
FROM "sports_settings"
GROUP BY "tenant_id"
ON CONFLICT ("tenant_id", "module") DO NOTHING;
--> statement-breakpoint
DROP TABLE "sports_settings" CASCADE;
