import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(() => t.close());

/** Sends `head` as written (inject would merge repeated headers) and reads the answer. */
function rawRequest(head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), body });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

describe('the Host header', () => {
  it('refuses a request with two Host lines, in the envelope and the language', async () => {
    const twice = await rawRequest(
      'GET /api/casino/lobby HTTP/1.1\r\nHost: localhost\r\nHost: lucky.localhost\r\n' +
        'Master-Language: es_ES',
    );
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.body)).toEqual({
      response: ['La solicitud tiene más de una cabecera Host.'],
      code: 'BAD_REQUEST',
    });

    const health = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nhost: x');
    expect(health.status).toBe(400);

    // One Host line is served as ever.
    for (const path of ['/api/casino/lobby', '/api/health']) {
      const once = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: localhost`);
      expect(once.status, path).toBe(200);
    }
  });
});
