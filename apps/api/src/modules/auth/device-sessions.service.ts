import { AppError } from '@apopunkt/domain/errors';
import type { DeviceSessions } from '@apopunkt/domain/schemas/my-data';
import type { ResolvedDeps } from '../../deps';
import { AUTH_MESSAGES } from './auth-errors';
import { findLiveFamilies, revokeUserFamilies, revokeUserFamily } from './refresh-tokens.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/** The member's signed-in devices (live sessions), `currentFamilyId` (the caller's own) marked. */
export async function listDeviceSessions(
  deps: Deps,
  input: { userId: number; currentFamilyId: string },
): Promise<DeviceSessions> {
  const families = await findLiveFamilies(deps.db, input.userId, deps.clock.now());
  return {
    sessions: families.map((family) => ({
      id: family.familyId,
      device: family.device,
      signedInAt: family.signedInAt.toISOString(),
      lastUsedAt: family.lastUsedAt.toISOString(),
      endsAt: family.endsAt.toISOString(),
      current: family.familyId === input.currentFamilyId,
    })),
  };
}

/**
 * Signs one of the member's devices out: its family is revoked, so its refresh token is dead and
 * its access token is refused on the next call (the session check reads the revocation through the
 * user cache, which the change of refresh_tokens clears). 404 for another member's or an ended one.
 */
export async function endDeviceSession(deps: Deps, input: { userId: number; familyId: string }): Promise<void> {
  if (!(await revokeUserFamily(deps.db, input.userId, input.familyId, deps.clock.now()))) {
    throw new AppError('NOT_FOUND', AUTH_MESSAGES.deviceSessionNotFound);
  }
}

/** Signs every device of the member out but the caller's own. */
export async function endOtherDeviceSessions(
  deps: Deps,
  input: { userId: number; currentFamilyId: string },
): Promise<void> {
  await revokeUserFamilies(deps.db, input.userId, deps.clock.now(), input.currentFamilyId);
}
