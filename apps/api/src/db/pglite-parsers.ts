import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as text, not as PGlite's objects (its own mappers parse them):
 * timestamps, intervals, dates, and their arrays and numeric[].
 */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string): string => value;

/** The database's own parsers for those types: drizzle's, set once. */
export const DRIZZLE_PARSERS = Object.fromEntries(AS_TEXT.map((type) => [type, asText]));

type QueryOptions = Parameters<PGlite['query']>[2];

/** True when a query's parsers are drizzle's (the same types as text): the database's own. */
function isDrizzles(options: QueryOptions): boolean {
  const parsers = options?.parsers;
  if (!parsers) return false;
  const keys = Object.keys(parsers);
  return keys.length === AS_TEXT.length && AS_TEXT.every((type) => type in parsers);
}

function withoutDrizzles(options: QueryOptions): QueryOptions {
  if (!options || !isDrizzles(options)) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

function sharing<T extends Pick<PGlite, 'query'>>(target: T): T['query'] {
  return (query, params, options) => target.query(query, params, withoutDrizzles(options));
}

/**
 * The client drizzle is given. drizzle passes its parsers with every query, and PGlite
 * then copies its whole table of some three hundred parsers to merge them in, for every
 * query: a tenth of the CPU of a busy embedded server, and much of its garbage. The
 * database made with DRIZZLE_PARSERS already reads those types as text, so the copy is
 * dropped here; every other call goes to the client as it is.
 */
export function sharingParsers(client: PGlite): PGlite {
  const query = sharing(client);
  const transaction: PGlite['transaction'] = (work) =>
    client.transaction((tx) => {
      const shared: Transaction = Object.create(tx) as Transaction;
      shared.query = sharing(tx);
      return work(shared);
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property);
      // PGlite's methods read its private fields: they run on the client itself.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
