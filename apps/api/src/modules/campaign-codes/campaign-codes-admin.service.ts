import { REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { AppError } from '@apopunkt/domain/errors';
import { campaignCodeState, normalizeCampaignCode } from '@apopunkt/domain/rules/campaign-codes';
import type { AdminCampaignCode, CreateCampaignCodeBody } from '@apopunkt/domain/schemas/campaign-codes';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import {
  type CampaignCodeRow,
  insertCampaignCode,
  listCampaignCodes,
  setCampaignCodeActive,
} from './campaign-codes.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

function toAdminCode(row: CampaignCodeRow, now: Date): AdminCampaignCode {
  return {
    id: row.id,
    code: row.code,
    value: row.value,
    url: row.url,
    description: row.description,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    isActive: row.isActive,
    state: campaignCodeState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff list of campaign codes, newest first, with how often each was redeemed and its state now. */
export async function listCampaignCodesForStaff(deps: Deps, page: { limit: number; offset: number }) {
  const { count, rows } = await listCampaignCodes(deps.db, page);
  const now = deps.clock.now();
  return { count, results: rows.map((row) => toAdminCode(row, now)) };
}

/**
 * Creates a campaign code. The code is stored normalised, so "Sommer25" and "SOMMER25" are the
 * same code and a second one answers 409 (decided by the unique index, not by a lookup).
 */
export async function createCampaignCode(
  deps: Deps,
  actor: { id: number },
  body: CreateCampaignCodeBody,
): Promise<AdminCampaignCode> {
  const row = await inTransaction(deps.db, async (tx) => {
    const created = await insertCampaignCode(tx, {
      code: normalizeCampaignCode(body.code),
      value: body.value,
      url: body.url ?? null,
      description: body.description ?? null,
      maxRedemptions: body.maxRedemptions ?? null,
      validFrom: body.validFrom ? new Date(body.validFrom) : null,
      validTo: body.validTo ? new Date(body.validTo) : null,
      createdById: actor.id,
    });
    if (created) {
      await recordStaffChange(tx, deps.clock, {
        actor,
        action: 'campaign-code.create',
        entityType: 'campaign-code',
        entityId: created.id,
        after: body,
      });
    }
    return created;
  });
  if (!row) throw new AppError('CONFLICT', REWARD_MESSAGES.campaignCodeTaken);
  return toAdminCode(row, deps.clock.now());
}

/** Deactivates (or reactivates) a code; redemptions in flight see the change in their conditional UPDATE. */
export async function setCampaignCodeActiveAsStaff(deps: Deps, actor: { id: number }, id: number, isActive: boolean) {
  const row = await inTransaction(deps.db, async (tx) => {
    const changed = await setCampaignCodeActive(tx, id, isActive);
    if (!changed) throw new AppError('NOT_FOUND', REWARD_MESSAGES.campaignCodeNotFound);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'campaign-code.update',
      entityType: 'campaign-code',
      entityId: id,
      before: { isActive: !isActive },
      after: { isActive },
    });
    return changed;
  });
  return toAdminCode(row, deps.clock.now());
}
