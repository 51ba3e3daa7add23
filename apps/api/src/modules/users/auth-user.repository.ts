import type { Executor } from '../../db/client';
import type { AuthUser } from './auth-user';
import { toAuthUser } from './user-profile';
import { findProfile } from './user-profile.repository';

/** A user as the guards see it, without a session (seeds, fixtures, transactions). */
export async function findAuthUser(db: Executor, userId: number): Promise<AuthUser | null> {
  const found = await findProfile(db, userId);
  return found ? toAuthUser(found) : null;
}
