import { fileURLToPath } from 'node:url';
import type { HomePageData } from '@apopunkt/domain/schemas/member-page-worker';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemberPageRenderer, type MemberPageRenderer } from './member-page-renderer';

/** The stand-in worker (fixtures/member-page-worker.mjs): "Langsam" never finishes in time. */
const WORKER = fileURLToPath(new URL('./fixtures/member-page-worker.mjs', import.meta.url));
/** A worker that draws Home only (fixtures/home-only-worker.mjs). */
const HOME_ONLY_WORKER = fileURLToPath(new URL('./fixtures/home-only-worker.mjs', import.meta.url));
const NEVER_LOADING_WORKER = fileURLToPath(new URL('./fixtures/never-loading-worker.mjs', import.meta.url));

function dataFor(firstName: string): HomePageData {
  return {
    kind: 'home',
    access: 'token',
    me: { firstName },
    config: {},
    quests: { results: [{ id: 1 }] },
    competitions: null,
    editorsPicks: {},
    latest: { brandNews: {}, toGo: {}, productSales: {} },
    popup: { popup: null },
    popupViewRecorded: false,
  };
}

let renderer: MemberPageRenderer;
afterEach(() => renderer.close());

function start(options: { maxPending?: number; budgetMs?: number; hangMs?: number; workerFile?: string } = {}) {
  renderer = createMemberPageRenderer({
    workerFile: WORKER,
    clientDir: '/nonexistent',
    log: { warn: () => {}, error: () => {} },
    ...options,
  });
}

describe('the member-page renderer', () => {
  it('knows the pages its worker draws once the worker has loaded', async () => {
    start({ workerFile: HOME_ONLY_WORKER });
    expect(renderer.draws('home')).toBe(false);
    await renderer.warmUp();
    expect(renderer.draws('home')).toBe(true);
    expect(renderer.draws('moduleDashboard')).toBe(false);
  });

  it('lets a visit that comes while the worker is still loading wait for what it draws', async () => {
    start({ budgetMs: 10_000 });
    void renderer.warmUp();
    expect(renderer.draws('home')).toBe(false);
    await expect(renderer.drawsOnceLoaded('home')).resolves.toBe(true);
    await expect(renderer.drawsOnceLoaded('moduleDashboard')).resolves.toBe(true);
  });

  it('lets that visit wait no longer than the budget for a worker that never loads', async () => {
    start({ workerFile: NEVER_LOADING_WORKER, budgetMs: 200 });
    void renderer.warmUp();
    const started = performance.now();
    await expect(renderer.drawsOnceLoaded('home')).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('draws the page from the data it is sent and delivers it', async () => {
    start();
    await renderer.warmUp();
    const page = await renderer.render({
      path: '/',
      data: dataFor('Paula'),
      encoding: null,
      deadline: Date.now() + 60_000,
    });
    expect(page?.body.toString()).toBe('<!doctype html><p>Hallo Paula! / quests:1 popup:no</p>');
  });

  it('gets no page for a visit that stopped waiting before its render began', async () => {
    start();
    await renderer.warmUp();
    await expect(
      renderer.render({ path: '/', data: dataFor('Paula'), encoding: null, deadline: Date.now() - 1 }),
    ).resolves.toBeNull();
  });

  it('draws no more than maxPending pages at once: the next visitor gets none, at once', async () => {
    start({ maxPending: 2 });
    await renderer.warmUp();
    const slow = [1, 2].map(() =>
      renderer.render({ path: '/', data: dataFor('Langsam'), encoding: null, deadline: Date.now() + 60_000 }),
    );
    await expect(
      renderer.render({ path: '/', data: dataFor('Paula'), encoding: null, deadline: Date.now() + 60_000 }),
    ).resolves.toBeNull();
    await renderer.close();
    await expect(Promise.all(slow)).resolves.toEqual([null, null]);
  });

  it('starts a hanging worker anew: its renders get no page, the next one does', async () => {
    // Long enough for a new worker to load and draw on a busy machine; "Langsam" never finishes.
    start({ hangMs: 2_000 });
    await renderer.warmUp();
    await expect(
      renderer.render({ path: '/', data: dataFor('Langsam'), encoding: null, deadline: Date.now() + 60_000 }),
    ).resolves.toBeNull();
    await renderer.warmUp();
    const page = await renderer.render({
      path: '/',
      data: dataFor('Wieder'),
      encoding: null,
      deadline: Date.now() + 60_000,
    });
    expect(page?.body.toString()).toContain('Hallo Wieder!');
  });
});
