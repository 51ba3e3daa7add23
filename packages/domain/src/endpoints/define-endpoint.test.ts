import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, loadSchema, pathOf } from './define-endpoint';

describe('pathOf', () => {
  it('fills the named segments, encoded', () => {
    expect(pathOf('/v1/coupons/:id/purchases', { id: 7 })).toBe('/v1/coupons/7/purchases');
    expect(pathOf('/v1/products/:slug', { slug: 'a b/c' })).toBe('/v1/products/a%20b%2Fc');
    expect(pathOf('/v1/contact')).toBe('/v1/contact');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathOf('/v1/x/:id', {})).toThrow('the parameter id is missing');
  });
});

describe('defineEndpoint', () => {
  it('keeps the declaration as it is', () => {
    const answer = z.object({ ok: z.literal(true) });
    const endpoint = defineEndpoint({ method: 'POST', path: '/v1/x', tag: 'x', answer: { 201: answer } });
    expect(endpoint.answer[201]).toBe(answer);
  });

  it('loads a lazy schema and passes an eager one through', async () => {
    const schema = z.string();
    expect(await loadSchema(schema)).toBe(schema);
    expect(await loadSchema(() => Promise.resolve(schema))).toBe(schema);
  });
});
