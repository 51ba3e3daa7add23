import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { trustProxyOption } from './trust-proxy';

/** The client address Fastify finds for a request from `peer` carrying `forwarded`. */
async function clientOf(trustProxy: string, peer: string, forwarded?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY) });
  app.get('/', async (request) => request.ip);
  const res = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  await app.close();
  return res.body;
}

describe('trustProxyOption', () => {
  it('takes the right-most address that is not a trusted proxy; what the client wrote on the left is ignored', async () => {
    expect(await clientOf('127.0.0.1', '127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientOf('127.0.0.1,10.0.0.0/8', '127.0.0.1', '1.2.3.4, 5.6.7.8, 10.1.2.3')).toBe('5.6.7.8');
    expect(await clientOf('127.0.0.1', '9.9.9.9', '1.2.3.4')).toBe('9.9.9.9');
  });

  it('counts hops from the right: 1 is the last entry, 2 the one before', async () => {
    expect(await clientOf('1', '127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientOf('2', '127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
    expect(await clientOf('1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('believes no header when off', async () => {
    expect(await clientOf('false', '127.0.0.1', '1.2.3.4')).toBe('127.0.0.1');
  });
});
