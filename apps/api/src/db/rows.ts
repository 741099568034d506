/**
 * The rows of a raw `db.execute(sql…)`: PGlite's driver answers an array, node-postgres
 * an object with `rows`. Typed by the caller, who wrote the select list.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
