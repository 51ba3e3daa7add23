import { ADMIN_USER_ERRORS, STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { duplicateScore } from '@apopunkt/domain/rules/duplicates';
import type {
  DuplicateCandidate,
  DuplicateUser,
  MergeDuplicatesBody,
  MergeResult,
} from '@apopunkt/domain/schemas/duplicates';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { type SharedRuns, sharedRuns } from '../../lib/shared-runs';
import { recordStaffChange } from '../audit-log';
import { migrateUserBalance } from '../ledger';
import type { AuthUser } from '../users';
import { updateAdminUser } from '../users-admin';
import {
  addKnowledge,
  carryMemberActivity,
  combineSharedCompletions,
  countCandidatePairs,
  deactivateUser,
  endSessions,
  findCandidatePairs,
  findDuplicateUsers,
  followCertificates,
  insertDismissal,
  knowledgeToAdd,
  lockUsers,
  moveUserRows,
} from './duplicates.repository';
import { MERGE_MOVES } from './merge-moves';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

const NOT_FOUND = ADMIN_USER_ERRORS.userNotFound;

type CandidatePairs = Awaited<ReturnType<typeof findCandidatePairs>>;

/**
 * Finding the pairs reads every active member (0.3 s on 100k members); list loads that come at
 * the same time share one search per database, whatever page they show. A decision taken here
 * (dismiss, deactivate, merge) makes the next load search again at once.
 */
const pairSearches = new WeakMap<object, SharedRuns<CandidatePairs>>();

function pairSearchesOf(db: ResolvedDeps['db']): SharedRuns<CandidatePairs> {
  let runs = pairSearches.get(db);
  if (!runs) {
    runs = sharedRuns();
    pairSearches.set(db, runs);
  }
  return runs;
}

/** Candidate pairs, highest score first (then oldest pair), with both accounts and the reasons. */
export async function listDuplicateCandidates(
  deps: Pick<ResolvedDeps, 'db'>,
  query: { limit: number; offset: number },
): Promise<{ count: number; results: DuplicateCandidate[] }> {
  const pairs = (await pairSearchesOf(deps.db).run('pairs', () => findCandidatePairs(deps.db)))
    .map((p) => ({ ...p, score: duplicateScore(p.reasons) }))
    .sort((x, y) => y.score - x.score || x.a - y.a || x.b - y.b);
  const slice = pairs.slice(query.offset, query.offset + query.limit);
  const ids = [...new Set(slice.flatMap((p) => [p.a, p.b]))];
  const found = ids.length ? await findDuplicateUsers(deps.db, ids) : [];
  const byId = new Map(
    found.map(({ isActive: _a, isStaff: _s, createdAt, ...u }): [number, DuplicateUser] => [
      u.id,
      { ...u, createdAt: createdAt.toISOString() },
    ]),
  );
  const results = slice.flatMap((p) => {
    const a = byId.get(p.a);
    const b = byId.get(p.b);
    return a && b ? [{ score: p.score, reasons: p.reasons, users: [a, b] as [DuplicateUser, DuplicateUser] }] : [];
  });
  return { count: pairs.length, results };
}

/** How many candidate pairs wait for a decision (the dashboard's work queue). */
export function countDuplicateCandidates(deps: Pick<ResolvedDeps, 'db'>): Promise<number> {
  return countCandidatePairs(deps.db);
}

/** Staff decide a pair belongs to two people: it is not listed again. Idempotent. */
export async function dismissDuplicate(deps: Deps, actor: AuthUser, userIds: [number, number]): Promise<void> {
  const [userAId, userBId] = [...userIds].sort((x, y) => x - y) as [number, number];
  await inTransaction(deps.db, async (tx) => {
    if ((await findDuplicateUsers(tx, [userAId, userBId])).length !== 2) throw new AppError('NOT_FOUND', NOT_FOUND);
    const inserted = await insertDismissal(tx, {
      userAId,
      userBId,
      dismissedById: actor.id,
      dismissedAt: deps.clock.now(),
    });
    if (inserted) {
      await recordStaffChange(tx, deps.clock, {
        actor,
        action: 'user.duplicate-dismiss',
        entityType: 'user',
        entityId: userAId,
        after: { userIds: [userAId, userBId] },
      });
    }
  });
  pairSearchesOf(deps.db).forget();
}

/** Switches one account of a pair off, through the staff user administration (its rules and log). */
export async function deactivateDuplicate(deps: Deps, actor: AuthUser, userId: number): Promise<void> {
  await updateAdminUser(deps, actor, userId, { isActive: false });
  pairSearchesOf(deps.db).forget();
}

/**
 * Merges the source account into the target in one transaction: the whole premium balance moves as
 * a MIGTOUSER transfer through the ledger (accounts locked first, DESIGN §5 lock order), then both
 * users rows are locked and checked, shared completions are combined, the rows of MERGE_MOVES
 * move (the target's last active day becomes the later of both), the target gains the knowledge
 * points of modules only the source had passed, the source is deactivated and signed out, and an
 * audit entry records both accounts before and the result.
 */
export async function mergeDuplicates(deps: Deps, actor: AuthUser, body: MergeDuplicatesBody): Promise<MergeResult> {
  const { sourceUserId: source, targetUserId: target } = body;
  const now = deps.clock.now();
  const merged = await inTransaction(deps.db, async (tx) => {
    const before = await findDuplicateUsers(tx, [source, target]);
    if (before.length !== 2) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (before.some((u) => u.isStaff)) {
      throw new AppError('FORBIDDEN', STAFF_ACTION_ERRORS.staffAccountsNotMerged);
    }
    const transfer = await migrateUserBalance(tx, {
      fromUserId: source,
      toUserId: target,
      valueDate: now,
      comments: `Kontenzusammenführung: Nutzer ${source} → ${target}`,
      createdById: actor.id,
    });
    const locked = await lockUsers(tx, [source, target]);
    if (locked.some((u) => !u.isActive)) {
      throw new AppError('CONFLICT', STAFF_ACTION_ERRORS.accountAlreadyInactive);
    }
    const knowledgePointsAdded = await knowledgeToAdd(tx, source, target);
    const moved: Record<string, number> = {};
    moved.module_completions_combined = await combineSharedCompletions(tx, source, target);
    for (const move of MERGE_MOVES) {
      const key = move.userColumn ? `${move.table}.${move.userColumn}` : move.table;
      moved[key] = await moveUserRows(tx, move, source, target);
    }
    await followCertificates(tx, source, target);
    await carryMemberActivity(tx, source, target);
    if (knowledgePointsAdded > 0) await addKnowledge(tx, target, knowledgePointsAdded, now);
    await deactivateUser(tx, source, now);
    await endSessions(tx, source, now);
    const result: MergeResult = {
      sourceUserId: source,
      targetUserId: target,
      pointsMoved: transfer?.value ?? 0,
      knowledgePointsAdded,
      moved,
    };
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.merge',
      entityType: 'user',
      entityId: source,
      before: before.map(({ createdAt, ...u }) => ({ ...u, createdAt: createdAt.toISOString() })),
      after: { ...result, transferUuid: transfer?.uuid ?? null },
    });
    return result;
  });
  pairSearchesOf(deps.db).forget();
  return merged;
}
