import { describe, expect, it } from 'vitest';
import { ChangeFeed, type ChangeFeedOptions } from './change-feed';
import { PerUserStore, type PerUserStoreOptions } from './per-user-store';
import { defineReadModel } from './read-model';

interface Entry {
  userId: number;
  extra: Map<number, null> | null;
  loadedAt: number;
}

function entry(userId: number): Entry {
  return { userId, extra: null, loadedAt: performance.now() };
}

const perUser = defineReadModel({
  name: 'test-per-user',
  scope: 'per-user',
  dependsOn: [{ table: 'users', userColumn: 'id' }, { table: 'organisations' }],
  load: () => null,
  maxAgeMs: () => 60_000,
});

type Options = Partial<Omit<PerUserStoreOptions, 'listening'> & ChangeFeedOptions>;

/**
 * A per-user store on a feed whose notifications come back at once, as they would from a listening
 * connection. `receive('1,3')` is a change of those users in the table `users`.
 */
function listeningCache(options: Options = {}, listening = true) {
  const sent: string[] = [];
  const feed: ChangeFeed = new ChangeFeed({
    notify: async (payload) => {
      sent.push(payload);
      feed.receive(payload);
    },
    ...options,
  });
  const store = new PerUserStore<Entry>({
    maxAgeMs: 60_000,
    maxEntries: 100,
    ...options,
    listening: () => feed.listening,
  });
  feed.subscribe(perUser, store);
  if (listening) feed.setListening(true);
  const cache = Object.assign(store, {
    receive: (payload: string) => feed.receive(payload.startsWith('sync:') ? payload : `users:${payload}`),
    settle: () => feed.settle(),
    setListening: (on: boolean) => feed.setListening(on),
  });
  return { cache, sent, feed };
}

describe('ChangeFeed', () => {
  it('hands each store the changes of the tables its declaration depends on, and global models "*"', () => {
    const feed = new ChangeFeed({ notify: async () => {} });
    const heard: string[] = [];
    const listen = (name: string) => ({
      changed: (ids: readonly number[] | '*') => heard.push(`${name} ${ids === '*' ? '*' : ids.join(',')}`),
      forgetAll: () => heard.push(`${name} forgot`),
    });
    feed.subscribe(perUser, listen('per-user'));
    const global = defineReadModel({
      name: 'test-global',
      scope: 'global',
      dependsOn: [{ table: 'users' }, { table: 'modules' }],
      load: () => null,
      maxAgeMs: () => 1000,
    });
    feed.subscribe(global, listen('global'));
    feed.receive('users:4,5');
    feed.receive('organisations:*');
    feed.receive('modules:*');
    feed.receive('module_completions:4');
    expect(heard).toEqual(['per-user 4,5', 'global *', 'per-user *', 'global *']);
    feed.setListening(true);
    expect(heard.slice(-2)).toEqual(['per-user forgot', 'global forgot']);
  });

  it('gives one store per declaration', () => {
    const feed = new ChangeFeed({ notify: async () => {} });
    const create = () => new PerUserStore<Entry>({ maxAgeMs: 1, maxEntries: 1, listening: () => true });
    expect(feed.storeOf(perUser, create)).toBe(feed.storeOf(perUser, create));
  });
});

describe('PerUserStore on a ChangeFeed', () => {
  it('remembers a load and drops the users a notification names, or everyone for "*"', () => {
    const { cache } = listeningCache();
    for (const id of [1, 2, 3]) cache.remember(id, cache.stamp(), () => entry(id));
    cache.receive('1,3');
    expect([1, 2, 3].map((id) => cache.get(id) !== undefined)).toEqual([false, true, false]);
    cache.receive('*');
    expect(cache.size).toBe(0);
  });

  it('does not remember a load during which a change of its user arrived', () => {
    const { cache } = listeningCache();
    const stamp = cache.stamp();
    cache.receive('42,7');
    cache.remember(7, stamp, () => entry(7));
    expect(cache.get(7)).toBeUndefined();
    cache.amend(7, stamp, () => {
      throw new Error('must not be called');
    });
  });

  it('remembers a load during which only other users changed', () => {
    const { cache } = listeningCache();
    const stamp = cache.stamp();
    cache.receive('42');
    cache.receive('43,44');
    cache.remember(7, stamp, () => entry(7));
    expect(cache.get(7)).toBeDefined();
  });

  it('does not remember a load during which everyone changed or the cache forgot everything', () => {
    const { cache } = listeningCache();
    const beforeStar = cache.stamp();
    cache.receive('*');
    cache.remember(7, beforeStar, () => entry(7));
    expect(cache.get(7)).toBeUndefined();
    const beforeForgetting = cache.stamp();
    cache.forgetAll();
    cache.remember(7, beforeForgetting, () => entry(7));
    expect(cache.get(7)).toBeUndefined();
    cache.remember(7, cache.stamp(), () => entry(7));
    expect(cache.get(7)).toBeDefined();
  });

  it('treats every load in flight as outdated once more users changed than it tracks', () => {
    const { cache } = listeningCache({ maxTrackedChanges: 3 });
    const stamp = cache.stamp();
    cache.receive('1,2,3');
    cache.remember(7, stamp, () => entry(7));
    expect(cache.get(7)).toBeDefined();
    const later = cache.stamp();
    cache.receive('4');
    cache.remember(8, later, () => entry(8));
    expect(cache.get(8)).toBeUndefined();
    // Loads that start afterwards are remembered again, and their users' later changes still count.
    const after = cache.stamp();
    cache.receive('9');
    cache.remember(8, after, () => entry(8));
    cache.remember(9, after, () => entry(9));
    expect([cache.get(8) !== undefined, cache.get(9) !== undefined]).toEqual([true, false]);
  });

  it('adds to a remembered user only while nothing of them changed', () => {
    const { cache } = listeningCache();
    const stale = cache.stamp();
    cache.receive('5');
    cache.remember(5, cache.stamp(), () => entry(5));
    cache.amend(5, stale, (found) => {
      found.extra = new Map();
    });
    expect(cache.get(5)?.extra).toBeNull();
    const current = cache.stamp();
    cache.receive('6');
    cache.amend(5, current, (found) => {
      found.extra = new Map([[1, null]]);
    });
    expect(cache.get(5)?.extra?.size).toBe(1);
  });

  it('remembers nothing while not listening, and forgets everything when listening starts or stops', () => {
    const { cache } = listeningCache({ maxEntries: 10 }, false);
    cache.remember(1, cache.stamp(), () => entry(1));
    expect(cache.size).toBe(0);
    cache.setListening(true);
    cache.remember(1, cache.stamp(), () => entry(1));
    expect(cache.size).toBe(1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    expect(cache.enabled).toBe(false);
  });

  it('is off with a maximum age of 0, and drops entries older than the maximum age', () => {
    const off = listeningCache({ maxAgeMs: 0 }).cache;
    off.remember(1, off.stamp(), () => entry(1));
    expect(off.size).toBe(0);
    const { cache } = listeningCache({ maxAgeMs: 1000 });
    cache.remember(1, cache.stamp(), () => ({ ...entry(1), loadedAt: performance.now() - 1001 }));
    expect(cache.get(1)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently loaded', () => {
    const { cache } = listeningCache({ maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.remember(id, cache.stamp(), () => entry(id));
    expect([1, 2, 3].map((id) => cache.get(id) !== undefined)).toEqual([false, true, true]);
  });

  it('settles once its own marker came back, ignoring other instances’ markers', async () => {
    const { cache, sent } = listeningCache();
    cache.remember(1, cache.stamp(), () => entry(1));
    cache.receive('sync:another-instance:1');
    expect(await cache.settle()).toBe('heard');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^sync:[0-9a-f-]{36}:1$/);
    expect(cache.get(1)).toBeDefined();
  });

  it('forgets everything when its marker does not come back in time or cannot be sent', async () => {
    const silent = listeningCache({ notify: async () => {}, settleTimeoutMs: 20 }).cache;
    silent.remember(1, silent.stamp(), () => entry(1));
    expect(await silent.settle()).toBe('forgot');
    expect(silent.size).toBe(0);
    const failing = listeningCache({
      notify: async () => {
        throw new Error('connection lost');
      },
    }).cache;
    failing.remember(1, failing.stamp(), () => entry(1));
    expect(await failing.settle()).toBe('forgot');
    expect(failing.size).toBe(0);
  });

  it('lets callers that ask while a marker is on its way share the next marker, sent after they asked', async () => {
    const deliveries: (() => void)[] = [];
    const sent: string[] = [];
    const { cache } = listeningCache({
      notify: (payload) => {
        sent.push(payload);
        // The marker comes back when the test delivers it, as a slow database would.
        return new Promise<void>((resolve) => {
          deliveries.push(() => {
            cache.receive(payload);
            resolve();
          });
        });
      },
    });
    const first = cache.settle();
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    const later = [cache.settle(), cache.settle(), cache.settle()];
    // While the first marker is on its way no further marker is sent: the later callers asked after it left.
    expect(sent).toHaveLength(1);
    deliveries.shift()?.();
    expect(await first).toBe('heard');
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    deliveries.shift()?.();
    expect(await Promise.all(later)).toEqual(['heard', 'heard', 'heard']);
    expect(sent).toEqual([expect.stringMatching(/:1$/), expect.stringMatching(/:2$/)]);
  });
});
