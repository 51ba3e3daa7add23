import { IDEMPOTENCY_MESSAGES } from '@apopunkt/domain/constants/idempotency';
import { AppError } from '@apopunkt/domain/errors';
import type { Tx } from '../../db/client';
import { claimKey, findKey, type IdempotencyScope, storeResponse } from './idempotency.repository';

export type { IdempotencyScope } from './idempotency.repository';

export type IdempotentOutcome<T> = { replayed: false; response: T } | { replayed: true; response: T };

/**
 * Runs a money-like effect at most once per (user, route, key), inside the caller's transaction
 * (issue 8 §3): the key is claimed first, then `work` runs and its answer is stored with the key,
 * all committed together. A replay of the key answers the stored answer without running `work`;
 * the same key for a different request (another `fingerprint`) is refused with 409. Without a key
 * `work` simply runs.
 */
export async function runIdempotent<T>(
  tx: Tx,
  scope: (IdempotencyScope & { fingerprint: string; now: Date }) | null,
  work: () => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  if (!scope) return { replayed: false, response: await work() };
  const { now, ...key } = scope;
  const claimId = await claimKey(tx, { ...key, createdAt: now });
  if (claimId === null) {
    const stored = await findKey(tx, key);
    if (!stored || stored.response === null) throw new Error(`idempotency key of user ${key.userId} without answer`);
    if (stored.fingerprint !== key.fingerprint) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.keyReused, { reason: 'IDEMPOTENCY_KEY_REUSED' });
    }
    return { replayed: true, response: stored.response as T };
  }
  const response = await work();
  await storeResponse(tx, claimId, response);
  return { replayed: false, response };
}
