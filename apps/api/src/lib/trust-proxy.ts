import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses and ranges go as they are: Fastify walks
 * `X-Forwarded-For` from the right and takes the first address that is not a trusted proxy. A hop
 * count becomes "the first n addresses from the right are proxies" (the socket's peer, then the
 * entries nginx & co. appended): Fastify 5.12 ignores a bare number, since a client that reaches
 * the API directly could then name itself, so a count fits only an API nobody reaches but
 * through its proxies (docs/decisions.md); the addresses are the safer form.
 */
export function trustProxyOption(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
