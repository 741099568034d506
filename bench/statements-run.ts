import { benchStatements } from './money-statements';
const url = process.argv[2];
await benchStatements((l = '') => console.log(l), url);
