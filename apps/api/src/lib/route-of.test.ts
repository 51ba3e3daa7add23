import { defineEndpoint } from '@apopunkt/domain/endpoints/define-endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEndpoint, routeOf } from './route-of';

const params = z.object({ id: z.coerce.number() });
const answer = z.object({ ok: z.literal(true) });
const endpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/things/:id',
  tag: 'things',
  access: 'staff',
  params,
  answer: { 201: answer },
});

describe('routeOf', () => {
  it('derives method, url, schema and access from the declaration', () => {
    const route = routeOf(endpoint, { rateLimit: { max: 1, timeWindow: '1 minute' } });
    expect(route.method).toBe('POST');
    expect(route.url).toBe('/v1/things/:id');
    expect(route.config).toEqual({ rateLimit: { max: 1, timeWindow: '1 minute' }, access: 'staff' });
    expect(route.schema).toEqual({ tags: ['things'], params, response: { 201: answer } });
  });

  it('leaves the access to the path when the declaration names none', () => {
    const route = routeOf(defineEndpoint({ method: 'GET', path: '/v1/x' }));
    expect(route.config).toEqual({});
    expect(route.schema).toEqual({});
  });

  it('passes the content type of an upload on (the handler reads the multipart body)', () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/v1/x',
      consumes: 'multipart/form-data',
      answer: { 200: answer },
    });
    expect(routeOf(upload).schema).toEqual({ consumes: ['multipart/form-data'], response: { 200: answer } });
  });

  it('refuses a lazy schema until it is loaded', async () => {
    const lazy = defineEndpoint({ method: 'GET', path: '/v1/x', tag: 'x', answer: { 200: async () => answer } });
    expect(() => routeOf(lazy)).toThrow('register it with loadEndpoint');
    expect(routeOf(await loadEndpoint(lazy)).schema.response[200]).toBe(answer);
  });
});
