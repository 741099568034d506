import fs from 'node:fs';
import Fastify from 'fastify';

// The yardstick: a bare Fastify "hello world" on this machine, in its own process. With
// SAME_ANSWER_FILE it also answers `POST /same` with that file's JSON, the bytes our
// endpoint sends, so the bench can tell the cost of the answer's size from our code's.
const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
app.post('/', () => ({ hello: 'world' }));
const sameFile = process.env.SAME_ANSWER_FILE;
if (sameFile) {
  const same = JSON.parse(fs.readFileSync(sameFile, 'utf8')) as unknown;
  app.post('/same', () => same);
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('listening');
