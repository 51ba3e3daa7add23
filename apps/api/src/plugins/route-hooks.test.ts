import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appendRouteHook, routeWrites } from './route-hooks';

describe('hooks attached to the routes that need them', () => {
  it('runs an appended hook after the route’s own hooks, only on the routes it was added to', async () => {
    const app = Fastify();
    const calls: string[] = [];
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.url.startsWith('/marked/')) {
        appendRouteHook(route, 'onRequest', (request, _reply, done) => {
          calls.push(`appended ${request.url}`);
          done();
        });
      }
    });
    app.get('/marked/own', {
      onRequest: (_request, _reply, done) => {
        calls.push('own');
        done();
      },
      handler: async () => ({ ok: true }),
    });
    app.get('/marked/bare', async () => ({ ok: true }));
    app.get('/other', async () => ({ ok: true }));
    for (const url of ['/marked/own', '/marked/bare', '/other'])
      expect((await app.inject({ url })).statusCode).toBe(200);
    expect(calls).toEqual(['own', 'appended /marked/own', 'appended /marked/bare']);
    await app.close();
  });

  it('tells routes that can change something from reads', () => {
    const route = (method: RouteOptions['method']) => ({ method, url: '/', handler: () => null }) as RouteOptions;
    expect(routeWrites(route('GET'))).toBe(false);
    expect(routeWrites(route(['GET', 'HEAD', 'OPTIONS']))).toBe(false);
    expect(routeWrites(route('POST'))).toBe(true);
    expect(routeWrites(route(['GET', 'delete']))).toBe(true);
  });
});
