import Fastify from 'fastify';

// The yardstick: a bare Fastify "hello world" on this machine, in its own process.
const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
app.post('/', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('listening');
