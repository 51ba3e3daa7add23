import type { Executor } from '../../db/client';
import { deepFreeze } from '../../lib/deep-freeze';
import type { AuthUser } from './auth-user';
import type { UserCache } from './user-cache';
import { toAuthUser, type UserProfileData } from './user-profile';
import { findProfileForSession } from './user-profile.repository';

export interface SessionUser {
  user: AuthUser;
  profile: UserProfileData;
  sessionLive: boolean;
}

/**
 * The user behind an access token and the liveness of the token's session: from this instance's
 * cache, or else in ONE prepared query (what the guards check, the profile `GET /v1/me` answers
 * with, and the session's expiry), which is then remembered.
 */
export async function loadSessionUser(
  deps: { db: Executor; userCache: UserCache },
  userId: number,
  session: { id: string; now: Date },
): Promise<SessionUser | null> {
  const { db, userCache } = deps;
  const cached = userCache.get(userId);
  const cachedExpiry = cached?.sessions.get(session.id);
  if (cached && cachedExpiry !== undefined) {
    userCache.stats.hits++;
    return { user: cached.user, profile: cached.profile, sessionLive: isLive(cachedExpiry, session.now) };
  }
  userCache.stats.misses++;
  const stamp = userCache.stamp();
  const found = await findProfileForSession(db, userId, session.id);
  if (!found) return null;
  // Shared by every request that finds them in the cache: nobody may change them in place.
  const profile = deepFreeze({ row: found.row, grants: found.grants, subscriptions: found.subscriptions });
  const user = deepFreeze(toAuthUser(profile));
  const expiry = found.sessionExpiresAt?.getTime() ?? null;
  userCache.remember(userId, stamp, (current) => ({
    user,
    profile,
    // Nothing of this user changed since `current` was loaded (it would have been dropped).
    sessions: new Map(current?.sessions).set(session.id, expiry),
    loadedAt: current?.loadedAt ?? performance.now(),
  }));
  return { user, profile, sessionLive: isLive(expiry, session.now) };
}

function isLive(expiry: number | null, now: Date): boolean {
  return expiry !== null && expiry > now.getTime();
}
