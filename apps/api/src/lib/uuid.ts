const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before a uuid column is queried: PostgreSQL rejects a malformed one with an error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
