import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemberPageRenderer, type MemberPageRenderer } from './member-page-renderer';

/** The stand-in worker (fixtures/member-page-worker.mjs): "Langsam" never finishes in time. */
const WORKER = fileURLToPath(new URL('./fixtures/member-page-worker.mjs', import.meta.url));
const NEVER_LOADING_WORKER = fileURLToPath(new URL('./fixtures/never-loading-worker.mjs', import.meta.url));

function me(firstName: string) {
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ firstName }) };
}

let renderer: MemberPageRenderer;
afterEach(() => renderer.close());

function start(options: { maxPending?: number; timeoutMs?: number; workerFile?: string } = {}) {
  const calls: string[] = [];
  renderer = createMemberPageRenderer({
    workerFile: WORKER,
    clientDir: '/nonexistent',
    log: { warn: () => {}, error: () => {} },
    // The stand-in asks for the member with the render's token as bearer; the token names them here.
    call: async (url, headers) => {
      calls.push(url);
      return me(headers.authorization?.replace('Bearer ', '') ?? '');
    },
    ...options,
  });
  return calls;
}

describe('the member-page renderer', () => {
  it('knows the addresses its worker draws once the worker has loaded', async () => {
    start();
    expect(renderer.draws('/')).toBe(false);
    await renderer.warmUp();
    expect(renderer.draws('/')).toBe(true);
    expect(renderer.draws('/account')).toBe(false);
  });

  it('lets a visit that comes while the worker is still loading wait for what it draws', async () => {
    start();
    void renderer.warmUp();
    expect(renderer.draws('/')).toBe(false);
    await expect(renderer.drawsOnceLoaded('/')).resolves.toBe(true);
    await expect(renderer.drawsOnceLoaded('/account')).resolves.toBe(false);
  });

  it('lets that visit wait no longer than the render timeout for a worker that never loads', async () => {
    start({ workerFile: NEVER_LOADING_WORKER, timeoutMs: 200 });
    void renderer.warmUp();
    await expect(renderer.drawsOnceLoaded('/')).resolves.toBe(false);
  });

  it("answers the worker's calls under /api/ only and delivers the page", async () => {
    const calls = start();
    await renderer.warmUp();
    const page = await renderer.render({ path: '/', access: 'Paula', encoding: null });
    expect(page?.body.toString()).toBe('<!doctype html><p>Hallo Paula! / outside:404</p>');
    expect(calls).toEqual(['/api/v1/me']);
  });

  it('draws no more than maxPending pages at once: the next visitor gets none, at once', async () => {
    start({ maxPending: 2, timeoutMs: 60_000 });
    await renderer.warmUp();
    const slow = [1, 2].map(() => renderer.render({ path: '/', access: 'Langsam', encoding: null }));
    await expect(renderer.render({ path: '/', access: 'Paula', encoding: null })).resolves.toBeNull();
    await renderer.close();
    await expect(Promise.all(slow)).resolves.toEqual([null, null]);
  });
});
