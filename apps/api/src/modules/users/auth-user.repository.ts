import type { Executor } from '../../db/client';
import type { AuthUser } from './auth-user';
import { toAuthUser, type UserProfileData } from './user-profile';
import { findProfile, findProfileForSession } from './user-profile.repository';

/**
 * The user behind an access token in ONE prepared query: what the guards check (AuthUser), the
 * profile `GET /v1/me` answers with, and whether the token's session is still live.
 */
export async function loadSessionUser(
  db: Executor,
  userId: number,
  session: { id: string; now: Date },
): Promise<{ user: AuthUser; profile: UserProfileData; sessionLive: boolean } | null> {
  const found = await findProfileForSession(db, userId, session);
  if (!found) return null;
  const profile = { row: found.row, grants: found.grants, subscriptions: found.subscriptions };
  return { user: toAuthUser(profile), profile, sessionLive: found.sessionLive };
}

/** A user as the guards see it, without a session (seeds, fixtures, transactions). */
export async function findAuthUser(db: Executor, userId: number): Promise<AuthUser | null> {
  const found = await findProfile(db, userId);
  return found ? toAuthUser(found) : null;
}
