import { THIRD_PARTY_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type {
  ThirdPartyField,
  ThirdPartySet,
  ThirdPartySetBody,
  ThirdPartySetListQuery,
  ThirdPartySetPatch,
  ThirdPartySetRow,
} from '@apopunkt/domain/schemas/third-party-data';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import {
  currentText,
  findSet,
  insertSet,
  insertText,
  listSets,
  type SetRow,
  setCounts,
  setExports,
  setModules,
  updateSet,
} from './sets.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
export const setNotFound = () => new AppError('NOT_FOUND', THIRD_PARTY_ERRORS.setNotFound);

function toRow(set: SetRow, extra: { textVersion: number | null; moduleCount: number; activeConsents: number }) {
  return {
    uuid: set.uuid,
    partner: set.partner,
    title: set.title,
    purpose: set.purpose,
    fields: set.fields as ThirdPartyField[],
    textVersion: extra.textVersion ?? 0,
    moduleCount: extra.moduleCount,
    activeConsents: extra.activeConsents,
    updatedAt: set.updatedAt.toISOString(),
  } satisfies ThirdPartySetRow;
}

/** `GET /v1/admin/third-party-data`: search by partner or title, newest change first. */
export async function listSetsForStaff(deps: Deps, query: ThirdPartySetListQuery) {
  const { count, rows } = await listSets(deps.db, query);
  return { count, results: rows.map((r) => toRow(r.set, r)) };
}

async function detail(db: Executor, set: SetRow): Promise<ThirdPartySet> {
  const text = await currentText(db, set.id);
  const counts = await setCounts(db, set.id);
  const attached = await setModules(db, set.id);
  const exports = await setExports(db, set.id);
  return {
    ...toRow(set, { textVersion: text?.version ?? null, ...counts }),
    consentText: text?.text ?? '',
    createdAt: set.createdAt.toISOString(),
    modules: attached,
    exports: exports.map((e) => ({
      id: e.id,
      createdAt: e.createdAt.toISOString(),
      rowCount: e.rowCount,
      exportedBy: e.firstName === null ? null : `${e.firstName} ${e.lastName}`.trim(),
    })),
  };
}

/** The audit entry holds the set and its text, not the export log. */
const forAudit = ({ exports: _exports, ...set }: ThirdPartySet) => set;

export async function getSetForStaff(deps: Deps, uuid: string): Promise<ThirdPartySet> {
  const set = await findSet(deps.db, uuid);
  if (!set) throw setNotFound();
  return detail(deps.db, set);
}

/** Creates a set with version 1 of its consent text; audited as `third-party-data.create`. */
export async function createSet(deps: Deps, actor: { id: number }, body: ThirdPartySetBody): Promise<ThirdPartySet> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const { consentText, ...fields } = body;
    const set = await insertSet(tx, { ...fields, createdAt: now, updatedAt: now });
    await insertText(tx, { setId: set.id, version: 1, text: consentText, createdAt: now });
    const created = await detail(tx, set);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'third-party-data.create',
      entityType: 'third-party-data',
      entityId: set.uuid,
      after: forAudit(created),
    });
    return created;
  });
}

/**
 * Changes the fields sent; a consent text that differs from the current one becomes the next
 * version (old versions stay: consents point at the version they were given to). Audited as
 * `third-party-data.update`.
 */
export async function patchSet(
  deps: Deps,
  actor: { id: number },
  uuid: string,
  body: ThirdPartySetPatch,
): Promise<ThirdPartySet> {
  return inTransaction(deps.db, async (tx) => {
    const existing = await findSet(tx, uuid, { lock: true });
    if (!existing) throw setNotFound();
    const before = await detail(tx, existing);
    const now = deps.clock.now();
    const { consentText, ...fields } = body;
    const set = await updateSet(tx, existing.id, { ...fields, updatedAt: now });
    if (consentText !== undefined && consentText !== before.consentText) {
      await insertText(tx, { setId: set.id, version: before.textVersion + 1, text: consentText, createdAt: now });
    }
    const after = await detail(tx, set);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'third-party-data.update',
      entityType: 'third-party-data',
      entityId: uuid,
      before: forAudit(before),
      after: forAudit(after),
    });
    return after;
  });
}
