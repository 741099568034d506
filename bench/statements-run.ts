// `npx tsx bench/statements-run.ts [postgres://…]`: the statements per call of each money
// path on PGlite, and on PostgreSQL when a server's URL is given (`npm run bench --
// statements` runs both).
import { benchStatements } from './money-statements';

const url = process.argv[2];
await benchStatements((l = '') => console.log(l), url);
