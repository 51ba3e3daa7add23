import { ENGAGEMENT_ERRORS, STAFF_FORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { periodState } from '@apopunkt/domain/rules/competitions';
import type { AdminQuest, CreateQuestBody, PatchQuestBody } from '@apopunkt/domain/schemas/quests';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import {
  type AdminQuestRow,
  findQuestAdmin,
  insertQuest,
  listQuestsAdmin,
  moduleExists,
  updateQuest,
} from './quests-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

const notFound = () => new AppError('NOT_FOUND', ENGAGEMENT_ERRORS.questNotFound);

function toAdminQuest(row: AdminQuestRow, now: Date): AdminQuest {
  const q = row.quest;
  return {
    id: q.id,
    module: { id: q.moduleId, slug: row.moduleSlug, name: row.moduleName },
    startsAt: q.startsAt.toISOString(),
    endsAt: q.endsAt.toISOString(),
    coverImage: q.coverImage,
    coverImageMobile: q.coverImageMobile,
    bonus: q.bonus,
    isActive: q.isActive,
    status: periodState(q, now),
    completions: row.completions,
    bonusesPaid: row.bonusesPaid,
    createdAt: q.createdAt.toISOString(),
  };
}

export async function listQuestsForStaff(deps: Deps, page: { limit: number; offset: number }) {
  const { count, rows } = await listQuestsAdmin(deps.db, page);
  const now = deps.clock.now();
  return { count, results: rows.map((r) => toAdminQuest(r, now)) };
}

export async function getQuestForStaff(deps: Deps, id: number, db: Executor = deps.db): Promise<AdminQuest> {
  const row = await findQuestAdmin(db, id);
  if (!row) throw notFound();
  return toAdminQuest(row, deps.clock.now());
}

async function assertModule(db: Executor, moduleId: number | undefined) {
  if (moduleId !== undefined && !(await moduleExists(db, moduleId))) {
    throw new AppError('VALIDATION_FAILED', STAFF_FORM_ERRORS.moduleNotFound);
  }
}

export async function createQuestAsStaff(deps: Deps, actor: { id: number }, body: CreateQuestBody) {
  return inTransaction(deps.db, async (tx) => {
    await assertModule(tx, body.moduleId);
    const id = await insertQuest(tx, { ...body, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) });
    const created = await getQuestForStaff(deps, id, tx);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'quest.create',
      entityType: 'quest',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function patchQuestAsStaff(deps: Deps, actor: { id: number }, id: number, body: PatchQuestBody) {
  return inTransaction(deps.db, async (tx) => {
    const before = await getQuestForStaff(deps, id, tx);
    await assertModule(tx, body.moduleId);
    const { startsAt, endsAt, ...fields } = body;
    const start = new Date(startsAt ?? before.startsAt);
    const end = new Date(endsAt ?? before.endsAt);
    if (start >= end) throw new AppError('VALIDATION_FAILED', STAFF_FORM_ERRORS.endBeforeStart);
    await updateQuest(tx, id, { ...fields, startsAt: start, endsAt: end });
    const after = await getQuestForStaff(deps, id, tx);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'quest.update',
      entityType: 'quest',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
