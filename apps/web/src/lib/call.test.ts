// @vitest-environment node
import { defineEndpoint } from '@apopunkt/domain/endpoints/define-endpoint';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, json } from '../test/fake-api';
import { stubLocalStorage } from '../test/memory-local-storage';

stubLocalStorage();
const { call } = await import('./call');
const { invalidateEndpoints, queryKeyOf } = await import('./query-key');

const purchase = defineEndpoint({
  method: 'POST',
  path: '/v1/offers/:id/purchases',
  tag: 'x',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ dry: z.string().optional() }),
  body: z.object({ note: z.string() }),
  answer: { 201: z.object({ code: z.string() }), 202: z.object({ queued: z.literal(true) }) },
});
const offers = defineEndpoint({ method: 'GET', path: '/v1/offers', tag: 'x' });

describe('call', () => {
  it('builds the address from path, params and query, and returns the answer its status declares', async () => {
    const calls = fakeApi(() => json(201, { code: 'ABC' }));
    const answer = await call(purchase, { params: { id: 7 }, query: { dry: 'yes' }, body: { note: 'n' } });
    expect(answer).toEqual({ code: 'ABC' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/offers/7/purchases?dry=yes', method: 'POST', body: { note: 'n' } });
  });

  it('checks the answer against the schema of its status', async () => {
    fakeApi(() => json(202, { code: 'ABC' }));
    await expect(call(purchase, { params: { id: 7 }, body: { note: 'n' } })).rejects.toThrow();
  });

  it('loads a lazy answer schema on first use', async () => {
    const lazy = defineEndpoint({
      method: 'GET',
      path: '/v1/config',
      tag: 'x',
      answer: { 200: async () => z.object({ name: z.string() }) },
    });
    fakeApi(() => json(200, { name: 'ApoPunkt', extra: 1 }));
    expect(await call(lazy)).toEqual({ name: 'ApoPunkt' });
  });

  it('types params and body as declared', () => {
    // @ts-expect-error the params are required
    const withoutParams = () => call(purchase, { body: { note: 'n' } });
    // @ts-expect-error the body must match its schema
    const wrongBody = () => call(purchase, { params: { id: 1 }, body: { note: 1 } });
    // @ts-expect-error only the declared params
    const wrongParam = () => call(purchase, { params: { uuid: 1 }, body: { note: 'n' } });
    expect([withoutParams, wrongBody, wrongParam]).toHaveLength(3);
  });

  it('returns nothing for a 204 No Content', async () => {
    const report = defineEndpoint({ method: 'POST', path: '/v1/reports', tag: 'x', answer: { 204: z.null() } });
    fakeApi(() => new Response(null, { status: 204 }));
    const answer: undefined = await call(report);
    expect(answer).toBeUndefined();
  });

  it('passes an undeclared answer through', async () => {
    fakeApi(() => json(200, [1]));
    expect(await call(offers)).toEqual([1]);
  });
});

describe('queryKeyOf', () => {
  it('starts with the path, so one endpoint invalidates all it answered', async () => {
    expect(queryKeyOf(offers)).toEqual(['/v1/offers']);
    expect(queryKeyOf(purchase, { params: { id: 7 } })).toEqual(['/v1/offers/:id/purchases', { params: { id: 7 } }]);
    const client = new QueryClient();
    client.setQueryData(queryKeyOf(offers, { query: { page: 1 } }), 'a');
    client.setQueryData(['other'], 'b');
    await invalidateEndpoints(client, offers);
    expect(client.getQueryState(queryKeyOf(offers, { query: { page: 1 } }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  });
});
