import { THIRD_PARTY_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { MyThirdPartyConsent, ThirdPartyField } from '@apopunkt/domain/schemas/third-party-data';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import {
  activeConsentsOf,
  insertConsentIfNone,
  lockConsentOf,
  markWithdrawn,
  moduleSetText,
  supersedeOutdatedConsent,
} from './consents.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/**
 * Called by the attempt submission inside its transaction once the member agreed in the player:
 * records the consent to the module's data-sharing set with the text version shown (the newest).
 * An active consent to the same version stays as it is; one to an older version is ended and
 * replaced. Modules without a set record nothing.
 */
export async function recordModuleConsent(tx: Executor, input: { userId: number; moduleId: number; now: Date }) {
  const current = await moduleSetText(tx, input.moduleId);
  if (!current) return;
  await supersedeOutdatedConsent(tx, {
    userId: input.userId,
    setId: current.setId,
    textId: current.textId,
    now: input.now,
  });
  await insertConsentIfNone(tx, {
    userId: input.userId,
    setId: current.setId,
    textId: current.textId,
    moduleId: input.moduleId,
    givenAt: input.now,
  });
}

/** `GET /v1/me/third-party-consents`: the member's active consents. */
export async function myConsents(deps: Deps, userId: number): Promise<{ results: MyThirdPartyConsent[] }> {
  const rows = await activeConsentsOf(deps.db, userId);
  return {
    results: rows.map((r) => ({ ...r, fields: r.fields as ThirdPartyField[], givenAt: r.givenAt.toISOString() })),
  };
}

/**
 * `POST /v1/me/third-party-consents/{id}/withdrawal`: ends the consent (the row stays as proof);
 * later exports leave the member out. Another member's consent answers 404, a withdrawn one 409.
 */
export async function withdrawConsent(deps: Deps, userId: number, id: number) {
  return inTransaction(deps.db, async (tx) => {
    const consent = await lockConsentOf(tx, id, userId);
    if (!consent) throw new AppError('NOT_FOUND', THIRD_PARTY_ERRORS.consentNotFound);
    if (consent.withdrawnAt) throw new AppError('CONFLICT', THIRD_PARTY_ERRORS.consentAlreadyWithdrawn);
    const now = deps.clock.now();
    await markWithdrawn(tx, id, now);
    return { id, withdrawnAt: now.toISOString() };
  });
}
