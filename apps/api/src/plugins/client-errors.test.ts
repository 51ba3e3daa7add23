import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';

/** Node refuses these before Fastify routes them; only a real connection shows the answer. */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 2)]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('requests Node refuses', () => {
  it('answers headers over 16 KB with 431 in our error format', async () => {
    const answer = parse(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Die Kopfzeilen der Anfrage (etwa Cookies) sind zu groß.' },
    });
  });

  it('answers a malformed request with 400 in our error format', async () => {
    const answer = parse(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header line\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(answer.body))));
    expect(answer.body.error.code).toBe('BAD_REQUEST');
  });
});
