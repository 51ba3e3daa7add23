import type { Config } from '../../config';
import type { ChangeFeed } from '../../db/read-models/change-feed';
import { PerUserStore } from '../../db/read-models/per-user-store';
import type { AuthUser } from './auth-user';
import { signedInUsers } from './read-models';
import type { UserProfileData } from './user-profile';

/** What this instance remembers of a signed-in user (read model `signedInUsers`). */
export interface CachedUser {
  user: AuthUser;
  profile: UserProfileData;
  /** Session (refresh-token family) id → its expiry in ms since 1970; null: revoked or unknown. */
  sessions: Map<string, number | null>;
  loadedAt: number;
}

/** Signed-in users in memory, so that a guarded request needs no database round trip. */
export type UserCache = PerUserStore<CachedUser>;

/** The user cache of this feed (one per API instance). */
export function userCacheOf(feed: ChangeFeed, config: Pick<Config, 'USER_CACHE_MAX_AGE_MS'>): UserCache {
  return feed.storeOf(
    signedInUsers,
    () =>
      new PerUserStore<CachedUser>({
        maxAgeMs: config.USER_CACHE_MAX_AGE_MS,
        maxEntries: 20_000,
        listening: () => feed.listening,
      }),
  );
}
