import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { remainingContacts } from '@apopunkt/domain/rules/contacts';
import {
  ADMIN_MODULE_MESSAGES,
  type AdminModule,
  type AdminModuleCreate,
  type AdminModuleListQuery,
  type AdminModuleRow,
  type AdminModuleUpdate,
} from '@apopunkt/domain/schemas/admin-modules';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import type { ScormPackage } from '@apopunkt/domain/schemas/scorm';
import type { Executor } from '../../db/client';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { freeSlug, slugTakenError } from '../../lib/free-slug';
import { recordStaffChange } from '../audit-log';
import { moduleContentOf } from '../learning-modules';
import { scheduleReplacedPackageDeletion } from '../media';
import { checkManufacturer, manufacturerOfModule } from './module-manufacturer';
import { missingOf, requirePlayableIfVisible } from './module-playable';
import {
  type AdminModuleListRow,
  findModuleByUuid,
  insertContentVersion,
  insertModule,
  listAdminModules,
  lockModuleByUuid,
  type ModuleRow,
  slugTaken,
  updateModule,
} from './modules-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;
type Staff = { id: number };

const notFound = () => new AppError('NOT_FOUND', ADMIN_MODULE_MESSAGES.notFound);

function ref(id: number | null, name: string | null, slug: string | null) {
  return id !== null && name !== null && slug !== null ? { id, name, slug } : null;
}

function toRow(row: AdminModuleListRow): AdminModuleRow {
  const type = row.type as ModuleType;
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    type,
    isVisible: row.isVisible,
    visibleFrom: row.visibleFrom.toISOString(),
    visibleTo: row.visibleTo?.toISOString() ?? null,
    product: ref(row.productId, row.productName, row.productSlug),
    manufacturer: ref(row.manufacturerId, row.manufacturerName, row.manufacturerSlug),
    premiumValue: row.premiumValue,
    balance: row.balance,
    isExhausted: row.isExhausted,
    remainingContacts: remainingContacts(type, row.balance),
    completions: row.completions,
    contentVersion: row.contentVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `GET /v1/admin/modules`: every module, filtered, with budget and contacts at a glance. */
export async function listModulesForStaff(deps: Deps, query: AdminModuleListQuery) {
  const { count, rows } = await listAdminModules(
    deps.db,
    {
      types: query.type as ModuleType[] | undefined,
      manufacturerId: query.manufacturer,
      productId: query.product,
      visibility: query.visibility,
      exhausted: query.exhausted,
      search: query.search,
      now: deps.clock.now(),
    },
    query,
  );
  return { count, results: rows.map(toRow) };
}

export function toAdminModule(row: ModuleRow): AdminModule {
  const content = moduleContentOf(row, row.contentVersion, row.content);
  return {
    uuid: row.uuid,
    slug: row.slug,
    type: row.type as ModuleType,
    name: row.name,
    longName: row.longName,
    shortDescription: row.shortDescription,
    productId: row.productId,
    manufacturerId: row.manufacturerId,
    thumbnail: row.thumbnail,
    coverImage: row.coverImage,
    isVisible: row.isVisible,
    isVerifiedOnly: row.isVerifiedOnly,
    visibleFrom: row.visibleFrom.toISOString(),
    visibleTo: row.visibleTo?.toISOString() ?? null,
    knowledgeValue: row.knowledgeValue,
    premiumValue: row.premiumValue,
    repeatPeriodDays: row.repeatPeriodDays,
    minSeconds: row.minSeconds,
    footNote: row.footNote,
    legalInfo: row.legalInfo,
    sourcesPdf: row.sourcesPdf,
    surveyUrl: row.surveyUrl,
    contentUrl: row.contentUrl,
    thirdPartyModalData: row.thirdPartyModalData,
    hasCertificate: row.hasCertificate,
    content,
    contentVersion: row.contentVersion,
    scormPackage: row.scormPackage ?? null,
    missingForPlay: missingOf(row, content),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getModuleForStaff(deps: Deps, uuid: string): Promise<AdminModule> {
  const row = await findModuleByUuid(deps.db, uuid);
  if (!row) throw notFound();
  return toAdminModule(row);
}

/** The body as column values: the dates parsed, the rest as given. */
function toColumns<T extends { visibleFrom?: string; visibleTo?: string | null }>(body: T) {
  const { visibleFrom, visibleTo, ...rest } = body;
  return {
    ...rest,
    ...(visibleFrom !== undefined ? { visibleFrom: new Date(visibleFrom) } : {}),
    ...(visibleTo !== undefined ? { visibleTo: visibleTo === null ? null : new Date(visibleTo) } : {}),
  };
}

/** `POST /v1/admin/modules`: a new module without content (the content document has its own call). */
export async function createModule(deps: Deps, staff: Staff, body: AdminModuleCreate): Promise<AdminModule> {
  const now = deps.clock.now();
  await checkManufacturer(deps.db, body.manufacturerId);
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const manufacturerId = await manufacturerOfModule(tx, body.productId, body.manufacturerId);
      const slug = await freeSlug(body.slug, body.name, (candidate) => slugTaken(tx, candidate));
      const created = await insertModule(tx, {
        ...toColumns(body),
        manufacturerId,
        visibleFrom: body.visibleFrom ? new Date(body.visibleFrom) : now,
        slug,
        createdAt: now,
        updatedAt: now,
      });
      requirePlayableIfVisible(created);
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'module.create',
        entityType: 'module',
        entityId: created.uuid,
        after: auditView(created),
      });
      return created;
    });
    return toAdminModule(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTakenError();
    throw err;
  }
}

/** The audit view of a module: its fields without the (large) content document. */
function auditView(row: ModuleRow) {
  const { content: _content, searchVector: _search, ...fields } = row;
  return fields;
}

/** `PATCH /v1/admin/modules/{uuid}`: changes the given fields. */
export async function updateModuleFields(
  deps: Deps,
  staff: Staff,
  uuid: string,
  body: AdminModuleUpdate,
): Promise<AdminModule> {
  await checkManufacturer(deps.db, body.manufacturerId);
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await lockModuleByUuid(tx, uuid);
      if (!before) throw notFound();
      const manufacturerId = await manufacturerOfModule(
        tx,
        body.productId !== undefined ? body.productId : before.productId,
        body.manufacturerId !== undefined ? body.manufacturerId : before.manufacturerId,
      );
      if (body.slug !== undefined && body.slug !== before.slug && (await slugTaken(tx, body.slug)))
        throw slugTakenError();
      const visibleFrom = body.visibleFrom ? new Date(body.visibleFrom) : before.visibleFrom;
      const visibleTo = body.visibleTo !== undefined ? body.visibleTo && new Date(body.visibleTo) : before.visibleTo;
      if (visibleTo && visibleTo <= visibleFrom)
        throw new AppError('VALIDATION_FAILED', ADMIN_MODULE_MESSAGES.visibleTo);
      const after = await updateModule(tx, before.id, {
        ...toColumns(body),
        manufacturerId,
        updatedAt: deps.clock.now(),
      });
      requirePlayableIfVisible(after);
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'module.update',
        entityType: 'module',
        entityId: uuid,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return toAdminModule(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTakenError();
    throw err;
  }
}

/**
 * `PUT /v1/admin/modules/{uuid}/content`: the new content becomes a new content version. The
 * version before is kept (module_content_versions), so open attempts are still graded against the
 * content they started with. The module row is locked: concurrent changes get consecutive versions.
 */
export async function replaceModuleContent(
  deps: Deps,
  staff: Staff,
  uuid: string,
  content: ModuleContent,
): Promise<AdminModule> {
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await lockModuleByUuid(tx, uuid);
    if (!before) throw notFound();
    await insertContentVersion(tx, {
      moduleId: before.id,
      version: before.contentVersion,
      content: before.content,
      createdById: null,
      createdAt: before.updatedAt,
    });
    const version = before.contentVersion + 1;
    await insertContentVersion(tx, { moduleId: before.id, version, content, createdById: staff.id, createdAt: now });
    const after = await updateModule(tx, before.id, { content, contentVersion: version, updatedAt: now });
    requirePlayableIfVisible(after);
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: 'module.content',
      entityType: 'module',
      entityId: uuid,
      before: { contentVersion: before.contentVersion },
      after: { contentVersion: version, pages: content.pages.length, questions: content.questions.length },
    });
    return after;
  });
  return toAdminModule(row);
}

/** A module by uuid for the other staff calls (budget, SCORM); 404 when unknown. */
export async function requireModuleByUuid(db: Executor, uuid: string): Promise<ModuleRow> {
  const row = await findModuleByUuid(db, uuid);
  if (!row) throw notFound();
  return row;
}

/**
 * Sets (or with null removes) a module's SCORM package, with the module row locked and audited as
 * `module.scorm-attach` / `module.scorm-detach`; removing where there is none answers 404.
 */
export async function setModuleScormPackage(
  deps: Deps,
  staff: Staff,
  uuid: string,
  scormPackage: ScormPackage | null,
): Promise<AdminModule> {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await lockModuleByUuid(tx, uuid);
    if (!before) throw notFound();
    if (!scormPackage && !before.scormPackage) throw new AppError('NOT_FOUND', SCORM_ERRORS.noPackage);
    const after = await updateModule(tx, before.id, { scormPackage, updatedAt: deps.clock.now() });
    requirePlayableIfVisible(after);
    if (before.scormPackage) await scheduleReplacedPackageDeletion(tx, deps.clock.now(), before.scormPackage.url);
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: scormPackage ? 'module.scorm-attach' : 'module.scorm-detach',
      entityType: 'module',
      entityId: uuid,
      before: { scormPackage: before.scormPackage },
      after: { scormPackage },
    });
    return after;
  });
  return toAdminModule(row);
}
