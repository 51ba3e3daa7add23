import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { ChangeFeed } from './change-feed';
import { defineReadModel } from './read-model';
import { readThrough } from './read-through';

const config = { USER_CACHE_MAX_AGE_MS: 60_000 } as Config;

const figures = defineReadModel({
  name: 'test-figures',
  scope: 'global',
  dependsOn: [{ table: 'modules' }],
  load: () => null,
  maxAgeMs: () => 60_000,
});

const favourites = defineReadModel({
  name: 'test-favourites',
  scope: 'per-user',
  dependsOn: [{ table: 'favourites', userColumn: 'user_id' }],
  load: () => null,
  maxAgeMs: (c) => c.USER_CACHE_MAX_AGE_MS,
});

/** A feed whose notifications come back at once, as from a listening connection. */
function listeningFeed(listening = true) {
  const feed: ChangeFeed = new ChangeFeed({ notify: async (payload) => feed.receive(payload) });
  if (listening) feed.setListening(true);
  return feed;
}

/** A loader counting its calls, answering `value()` at the time of the call. */
function counted<T>(value: () => T) {
  const loader = async () => {
    loader.calls++;
    return value();
  };
  loader.calls = 0;
  return loader;
}

describe('readThrough', () => {
  it('loads a global model once and serves it from memory until one of its tables changes', async () => {
    const deps = { readModels: listeningFeed(), config };
    let count = 3;
    const load = counted(() => count);
    expect(await readThrough(deps, figures, load)).toBe(3);
    count = 4;
    expect(await readThrough(deps, figures, load)).toBe(3);
    expect(load.calls).toBe(1);
    deps.readModels.receive('modules:*');
    expect(await readThrough(deps, figures, load)).toBe(4);
    expect(load.calls).toBe(2);
  });

  it('keeps a per-user model per member and drops only the members a change names', async () => {
    const deps = { readModels: listeningFeed(), config };
    const load = counted(() => 'x');
    await readThrough(deps, favourites, load, 1);
    await readThrough(deps, favourites, load, 2);
    deps.readModels.receive('favourites:1');
    await readThrough(deps, favourites, load, 1);
    await readThrough(deps, favourites, load, 2);
    expect(load.calls).toBe(3);
  });

  it('does not remember a load during which its tables changed', async () => {
    const deps = { readModels: listeningFeed(), config };
    let value = 'old';
    const load = counted(() => {
      const seen = value;
      deps.readModels.receive('modules:*');
      value = 'new';
      return seen;
    });
    expect(await readThrough(deps, figures, load)).toBe('old');
    expect(await readThrough(deps, figures, load)).toBe('new');
  });

  it('loads every time while the feed does not listen (a change could be missed)', async () => {
    const deps = { readModels: listeningFeed(false), config };
    const load = counted(() => 1);
    await readThrough(deps, figures, load);
    await readThrough(deps, figures, load);
    expect(load.calls).toBe(2);
  });

  it('refuses a per-user model read for nobody, and a global one read for a member', async () => {
    const deps = { readModels: listeningFeed(), config };
    await expect(readThrough(deps, favourites, async () => 1)).rejects.toThrow(/per-user/);
    await expect(readThrough(deps, figures, async () => 1, 7)).rejects.toThrow(/global/);
  });
});
