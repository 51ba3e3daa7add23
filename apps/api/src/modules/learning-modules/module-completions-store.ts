import type { Config } from '../../config';
import type { ChangeFeed } from '../../db/read-models/change-feed';
import { PerUserStore } from '../../db/read-models/per-user-store';
import { moduleCompletionsOfUser } from './read-models';

interface CachedCompletions {
  /** Module id → last rewarded at. */
  completions: Map<number, Date | null>;
  loadedAt: number;
}

/** The members' completions in memory (read model `moduleCompletionsOfUser`), one store per feed. */
export function completionsStoreOf(deps: {
  readModels: ChangeFeed;
  config: Pick<Config, 'USER_CACHE_MAX_AGE_MS'>;
}): PerUserStore<CachedCompletions> {
  const feed = deps.readModels;
  return feed.storeOf(
    moduleCompletionsOfUser,
    () =>
      new PerUserStore<CachedCompletions>({
        maxAgeMs: moduleCompletionsOfUser.maxAgeMs(deps.config as Config),
        maxEntries: 20_000,
        listening: () => feed.listening,
      }),
  );
}
