import { ENGAGEMENT_ERRORS, STAFF_FORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { isPopupLive, popupVersionAfter } from '@apopunkt/domain/rules/popups';
import type { AdminPopup, CreatePopupBody, PatchPopupBody, PopupReport } from '@apopunkt/domain/schemas/popups';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { popupFigures } from './popup-report';
import { findPopup, type PopupRow } from './popups.repository';
import { toPopup } from './popups.service';
import { insertPopup, listPopupsAdmin, popupEventGroups, updatePopup } from './popups-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
const notFound = () => new AppError('NOT_FOUND', ENGAGEMENT_ERRORS.popupNotFound);
const date = (value: string | null | undefined) => (value ? new Date(value) : null);

function toAdminPopup(row: PopupRow, now: Date): AdminPopup {
  return {
    ...toPopup(row),
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    isVisible: isPopupLive(row, now),
  };
}

export async function listPopupsForStaff(deps: Deps, page: { limit: number; offset: number }) {
  const { count, rows } = await listPopupsAdmin(deps.db, page);
  const now = deps.clock.now();
  return { count, results: rows.map((r) => toAdminPopup(r, now)) };
}

export async function getPopupForStaff(deps: Deps, uuid: string): Promise<AdminPopup> {
  const row = await findPopup(deps.db, uuid);
  if (!row) throw notFound();
  return toAdminPopup(row, deps.clock.now());
}

export async function createPopupAsStaff(deps: Deps, actor: { id: number }, body: CreatePopupBody) {
  return inTransaction(deps.db, async (tx) => {
    const row = await insertPopup(tx, { ...body, startsAt: date(body.startsAt), endsAt: date(body.endsAt) });
    const created = toAdminPopup(row, deps.clock.now());
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'popup.create',
      entityType: 'popup',
      entityId: row.uuid,
      after: created,
    });
    return created;
  });
}

export async function patchPopupAsStaff(deps: Deps, actor: { id: number }, uuid: string, body: PatchPopupBody) {
  return inTransaction(deps.db, async (tx) => {
    const existing = await findPopup(tx, uuid);
    if (!existing) throw notFound();
    const now = deps.clock.now();
    const { startsAt, endsAt, ...fields } = body;
    const start = startsAt === undefined ? existing.startsAt : date(startsAt);
    const end = endsAt === undefined ? existing.endsAt : date(endsAt);
    if (start && end && start >= end) throw new AppError('VALIDATION_FAILED', STAFF_FORM_ERRORS.endBeforeStart);
    // A change of what members see shows the popup again to those who closed it (issue 36).
    const version = popupVersionAfter(existing, fields);
    const row = await updatePopup(tx, uuid, { ...fields, startsAt: start, endsAt: end, version });
    if (!row) throw notFound();
    const after = toAdminPopup(row, now);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'popup.update',
      entityType: 'popup',
      entityId: uuid,
      before: toAdminPopup(existing, now),
      after,
    });
    return after;
  });
}

/** `GET /v1/admin/popups/{uuid}/report` (spec §3 Popup report). */
export async function popupReport(deps: Deps, uuid: string): Promise<PopupReport> {
  const row = await findPopup(deps.db, uuid);
  if (!row) throw notFound();
  return {
    uuid: row.uuid,
    name: row.name,
    isVisible: isPopupLive(row, deps.clock.now()),
    visibleFrom: row.startsAt?.toISOString() ?? null,
    visibleTo: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    clickable: row.link !== '',
    ...popupFigures(await popupEventGroups(deps.db, uuid)),
  };
}
