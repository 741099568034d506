import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIZZLE_PARSERS, sharingParsers } from './pglite-parsers';

const clients: PGlite[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

describe('PGlite shared parsers', () => {
  it("reads drizzle's types as text without handing PGlite drizzle's parsers on every query, in and out of transactions", async () => {
    const client = await PGlite.create({ parsers: DRIZZLE_PARSERS });
    clients.push(client);
    const query = vi.spyOn(client, 'query');
    const db = drizzle(sharingParsers(client));
    const read = sql`select timestamptz '2026-01-02 03:04:05+00' as at, 7::int as n`;
    const outside = await db.execute(read);
    const inside = await db.transaction((tx) => tx.execute(read));
    for (const result of [outside, inside]) {
      expect(result.rows).toEqual([{ at: '2026-01-02 03:04:05+00', n: 7 }]);
    }
    // The query outside the transaction reached the client without parsers of its own.
    expect(query).toHaveBeenCalled();
    for (const call of query.mock.calls) expect(call[2]?.parsers).toBeUndefined();
    // Other parsers of the query's own are passed on.
    const shared = sharingParsers(client);
    const own = await shared.query<{ n: unknown }>('select 7::int as n', [], {
      parsers: { [types.INT4]: (value: string) => `#${value}` },
    });
    expect(own.rows).toEqual([{ n: '#7' }]);
  });
});
