// Counts the statements each money path sends to the database: the round trips a
// transaction costs, which on PostgreSQL are most of its time. Hooks the two drivers
// (node-postgres' `Client.query`, PGlite's `query`/`exec` and the statements of its
// `transaction`) in the bench's own process, so it sees what the app sends, BEGIN and
// COMMIT included, whichever engine runs it.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface StatementCount {
  statements: number;
  transactions: number;
  /** Each statement's text, shortened and with its parameters' numbers: what a call does. */
  texts: string[];
}

let active: StatementCount | null = null;
let installed = false;

function note(text: unknown): void {
  if (!active) return;
  const sql =
    typeof text === 'string'
      ? text
      : typeof text === 'object' && text !== null && 'text' in text && typeof text.text === 'string'
        ? text.text
        : '';
  active.statements += 1;
  if (/^\s*begin/i.test(sql)) active.transactions += 1;
  active.texts.push(sql.replace(/\s+/g, ' ').trim().slice(0, 160));
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Replaces `name` on `target` by a method that notes its first argument, then calls it. */
function counted(target: object, name: string): void {
  const original = Reflect.get(target, name) as Method;
  Reflect.set(target, name, function (this: unknown, ...args: unknown[]) {
    note(args[0]);
    return original.apply(this, args);
  });
}

function install(): void {
  if (installed) return;
  installed = true;
  counted(pg.Client.prototype, 'query');
  counted(PGlite.prototype, 'query');
  counted(PGlite.prototype, 'exec');
  // PGlite's transaction runs its statements through private methods: count what the
  // callback sends through the transaction object, and its BEGIN and COMMIT.
  const transaction = Reflect.get(PGlite.prototype, 'transaction') as Method;
  Reflect.set(
    PGlite.prototype,
    'transaction',
    function (this: PGlite, callback: (tx: Transaction) => Promise<unknown>) {
      return transaction.call(this, async (tx: Transaction) => {
        note('BEGIN');
        const view = Object.create(tx) as Transaction;
        counted(view, 'query');
        counted(view, 'exec');
        const result = await callback(view);
        note('COMMIT');
        return result;
      });
    },
  );
}

/**
 * Runs `work` `times` times one after another and answers the statements and
 * transactions of one run (the average) and the texts of the last.
 */
export async function countStatements(
  times: number,
  work: (index: number) => Promise<unknown>,
): Promise<{ statements: number; transactions: number; texts: string[]; ms: number }> {
  install();
  let statements = 0;
  let transactions = 0;
  let texts: string[] = [];
  const began = performance.now();
  for (let i = 0; i < times; i += 1) {
    active = { statements: 0, transactions: 0, texts: [] };
    try {
      await work(i);
    } finally {
      statements += active.statements;
      transactions += active.transactions;
      texts = active.texts;
      active = null;
    }
  }
  return {
    statements: statements / times,
    transactions: transactions / times,
    texts,
    ms: (performance.now() - began) / times,
  };
}
