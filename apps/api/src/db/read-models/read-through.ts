import type { Config } from '../../config';
import type { ChangeFeed } from './change-feed';
import { type Loaded, PerUserStore } from './per-user-store';
import type { ReadModel } from './read-model';

/** How many users a per-user model made with `readThrough` keeps at most. */
const MAX_USERS = 20_000;
/** A global model's one value is kept under this key. */
const GLOBAL_KEY = 0;

interface Remembered<T> extends Loaded {
  value: T;
}

/**
 * Reads a declared model through its store on this feed: from memory while it is fresh, else
 * loaded and remembered (unless a change of its tables arrived during the load). `userId` names
 * the member of a per-user model; a global model has one value (pass nothing). While the feed
 * does not listen, every read loads. The simplest way to serve a read model; a model with a store
 * of its own (the catalogue, the signed-in users) uses `storeOf` instead.
 */
export async function readThrough<T>(
  deps: { readModels: ChangeFeed; config: Config },
  model: ReadModel,
  load: () => Promise<T>,
  userId?: number,
): Promise<T> {
  if ((model.scope === 'per-user') !== (userId !== undefined)) {
    throw new Error(`read model ${model.name}: a per-user model is read for a user, a global one for nobody`);
  }
  const feed = deps.readModels;
  const store = feed.storeOf(
    model,
    () =>
      new PerUserStore<Remembered<T>>({
        maxAgeMs: model.maxAgeMs(deps.config),
        maxEntries: model.scope === 'global' ? 1 : MAX_USERS,
        listening: () => feed.listening,
      }),
  );
  const key = userId ?? GLOBAL_KEY;
  const remembered = store.enabled ? store.get(key) : undefined;
  if (remembered) return remembered.value;
  const stamp = store.stamp();
  const value = await load();
  store.remember(key, stamp, () => ({ value, loadedAt: performance.now() }));
  return value;
}
