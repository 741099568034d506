-- Route rules (redirects) joined the site settings: documents stored before have none,
-- and the settings schema requires the list, so give every one an empty list.
UPDATE "sites"
SET "settings" = jsonb_set("settings", '{redirects}', '[]'::jsonb, true)
WHERE jsonb_typeof("settings") = 'object'
  AND ("settings" -> 'redirects' IS NULL OR jsonb_typeof("settings" -> 'redirects') <> 'array');
