import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { PreparingClient, statementNamer } from './prepared-statements';

describe('statement names', () => {
  it('gives a text one name, another text another, and none past the cap', () => {
    const name = statementNamer(2);
    const first = name('select $1::int');
    expect(first).toBeDefined();
    expect(name('select $1::int')).toBe(first);
    const second = name('select $1::text');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(name('select $1::bigint')).toBeUndefined();
    // Texts named before the cap keep their names.
    expect(name('select $1::text')).toBe(second);
  });
});

const { DATABASE_URL } = readEnv();

describe.skipIf(!DATABASE_URL)('a preparing client on PostgreSQL', () => {
  it('prepares a parameterised statement once and answers every call from it; a bare one stays unprepared', async () => {
    const client = new PreparingClient({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const text = 'select $1::int + 1 as next';
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query(text, [n])).rows[0]);
      expect(answers).toEqual([{ next: 2 }, { next: 3 }, { next: 4 }]);
      // The config form drizzle uses, with its own row mode, reads the same statement.
      const arrays = await client.query({ text, values: [41], rowMode: 'array' });
      expect(arrays.rows).toEqual([[42]]);
      await client.query('select 1 as bare');
      const prepared = await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements',
      );
      const texts = prepared.rows.map((r) => r.statement);
      expect(texts.filter((t) => t === text)).toHaveLength(1);
      expect(texts.some((t) => t.includes('bare'))).toBe(false);
      // A statement that fails to parse is not kept: the next call parses it again.
      const broken = 'select $1::int +';
      await expect(client.query(broken, [1])).rejects.toThrow(/syntax/);
      await expect(client.query(broken, [1])).rejects.toThrow(/syntax/);
    } finally {
      await client.end();
    }
  });
});
