import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { accreditationCovers } from '@apopunkt/domain/rules/training-points';
import type { Accreditation, AccreditationBody, ModuleAccreditation } from '@apopunkt/domain/schemas/training-points';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import {
  type AccreditationRow,
  deleteAccreditation,
  findAccreditation,
  findModuleIdByUuid,
  insertAccreditationSnapshot,
  lockModuleIdByUuid,
  upsertAccreditation,
} from './accreditations.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
type Staff = { id: number };

const notFound = () => new AppError('NOT_FOUND', CATALOG_ERRORS.moduleNotFound);

function toAccreditation(row: AccreditationRow): Accreditation {
  return {
    chamber: row.chamber,
    eventNumber: row.eventNumber,
    points: row.points,
    category: row.category,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `GET /v1/admin/modules/{uuid}/accreditation`: the accreditation, or null while there is none. */
export async function getModuleAccreditation(deps: Pick<Deps, 'db'>, uuid: string): Promise<ModuleAccreditation> {
  const moduleId = await findModuleIdByUuid(deps.db, uuid);
  if (moduleId === null) throw notFound();
  const row = await findAccreditation(deps.db, moduleId);
  return { accreditation: row ? toAccreditation(row) : null };
}

/**
 * `PUT /v1/admin/modules/{uuid}/accreditation`: sets or replaces the accreditation. Certificates
 * already issued keep the snapshot of their day; only later passes see the change.
 */
export async function putModuleAccreditation(
  deps: Deps,
  staff: Staff,
  uuid: string,
  body: AccreditationBody,
): Promise<ModuleAccreditation> {
  return inTransaction(deps.db, async (tx) => {
    const moduleId = await lockModuleIdByUuid(tx, uuid);
    if (moduleId === null) throw notFound();
    const before = await findAccreditation(tx, moduleId);
    const row = await upsertAccreditation(tx, { moduleId, ...body, updatedAt: deps.clock.now() });
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: before ? 'module.accreditation.update' : 'module.accreditation.create',
      entityType: 'module',
      entityId: uuid,
      before: before ? toAccreditation(before) : null,
      after: toAccreditation(row),
    });
    return { accreditation: toAccreditation(row) };
  });
}

/** `DELETE /v1/admin/modules/{uuid}/accreditation`: idempotent; only a real removal is audited. */
export async function deleteModuleAccreditation(deps: Deps, staff: Staff, uuid: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const moduleId = await lockModuleIdByUuid(tx, uuid);
    if (moduleId === null) throw notFound();
    const removed = await deleteAccreditation(tx, moduleId);
    if (!removed) return;
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: 'module.accreditation.delete',
      entityType: 'module',
      entityId: uuid,
      before: toAccreditation(removed),
      after: null,
    });
  });
}

/**
 * Makes a new certificate a certificate of attendance when its module is accredited on the day
 * of the pass: the accreditation is copied onto it, inside the certificate's transaction, so later
 * edits of the accreditation never rewrite what a member already holds.
 */
export async function snapshotAccreditation(
  tx: Executor,
  certificate: { uuid: string; userId: number; moduleId: number | null; issuedAt: Date },
): Promise<void> {
  if (certificate.moduleId === null) return;
  const accreditation = await findAccreditation(tx, certificate.moduleId);
  if (!accreditation || !accreditationCovers(accreditation, certificate.issuedAt)) return;
  await insertAccreditationSnapshot(tx, {
    certificateUuid: certificate.uuid,
    userId: certificate.userId,
    chamber: accreditation.chamber,
    eventNumber: accreditation.eventNumber,
    points: accreditation.points,
    category: accreditation.category,
    attendedAt: certificate.issuedAt,
  });
}
