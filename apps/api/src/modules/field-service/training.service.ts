import { ADMIN_USER_ERRORS, BUSINESS_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import {
  type FieldServicePharmacies,
  maskSmall,
  type TrainingEmployees,
  type TrainingEmployeesQuery,
  type TrainingModules,
} from '@apopunkt/domain/schemas/business';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { page } from '../../lib/pagination';
import { normaliseSearch, prefixTsQuery } from '../../lib/text-search';
import { recordStaffChange } from '../audit-log';
import { listModulesOfScope } from '../business';
import { isTeamVisible } from '../member-consents';
import type { AuthUser } from '../users';
import {
  countTrainingOfRep,
  findExistingOrganisationIds,
  listAssignedPharmacies,
  replaceAssignedPharmacies,
  userExists,
} from './training.repository';
import { findEmployeesPageOfRep } from './training-employees.repository';
import type { TrainingViewer } from './training-viewer';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/** Groups items by a key, keeping their order. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * `GET /v1/business/training/modules`: per module, per assigned pharmacy and per month. The people
 * and their passes are counted in SQL (a rep's thousand people are not sent to Node for it).
 */
export async function getTrainingModules(deps: Deps, viewer: TrainingViewer): Promise<TrainingModules> {
  const modules = await listModulesOfScope(deps, viewer.scope);
  const [pharmacies, counted] = await Promise.all([
    listAssignedPharmacies(deps.db, viewer.id),
    countTrainingOfRep(
      deps.db,
      viewer.id,
      modules.map((m) => m.id),
    ),
  ]);
  const cellsPerModule = groupBy(counted.cells, (c) => c.moduleId);
  return {
    pharmacies: pharmacies.map((p) => ({ ...p, employees: counted.employeesPerPharmacy.get(p.id) ?? 0 })),
    modules: modules.map((m) => {
      const cells = cellsPerModule.get(m.id) ?? [];
      const perPharmacy = new Map(cells.map((c) => [c.organisationId, c.completed]));
      return {
        slug: m.slug,
        name: m.name,
        completedTotal: cells.reduce((total, c) => total + c.completed, 0),
        perPharmacy: pharmacies.map((p) => ({ pharmacyId: p.id, completed: maskSmall(perPharmacy.get(p.id) ?? 0) })),
      };
    }),
    perMonth: counted.months,
  };
}

/**
 * `GET /v1/business/training/employees`: a page of the people of the assigned pharmacies who
 * consented to TEAM_VISIBILITY, by name with what they passed (`search`: name or pharmacy); the
 * others as a count per pharmacy ("< 5"). Filtered, counted and paged in SQL.
 */
export async function getTrainingEmployees(
  deps: Deps,
  viewer: TrainingViewer,
  query: TrainingEmployeesQuery,
  url: string,
): Promise<TrainingEmployees> {
  const modules = await listModulesOfScope(deps, viewer.scope);
  const search = normaliseSearch(query.search);
  const tsQuery = search ? prefixTsQuery(search) : null;
  const found = await findEmployeesPageOfRep(
    deps.db,
    viewer.id,
    modules.map((m) => m.id),
    { shown: isTeamVisible('u'), tsQuery, limit: query.limit, offset: query.offset },
  );
  const slugOf = new Map(modules.map((m) => [m.id, m.slug]));
  return {
    ...page(
      url,
      query,
      found.count,
      found.people.map((e) => ({
        firstName: e.firstName,
        lastName: e.lastName,
        job: e.job,
        pharmacy: e.pharmacy,
        passed: e.passed.map((p) => ({ moduleSlug: slugOf.get(p.moduleId) ?? '', passedAt: p.passedAt })),
      })),
    ),
    modules: modules.map((m) => ({ slug: m.slug, name: m.name })),
    withoutConsent: found.hidden.map((h) => ({ pharmacy: h.pharmacy, members: maskSmall(h.members) })),
  };
}

/** Staff: the pharmacies assigned to a user. */
export async function getFieldServicePharmacies(deps: Deps, userId: number): Promise<FieldServicePharmacies> {
  if (!(await userExists(deps.db, userId))) throw new AppError('NOT_FOUND', ADMIN_USER_ERRORS.userNotFound);
  return { pharmacies: await listAssignedPharmacies(deps.db, userId) };
}

/** Staff: assigns exactly these pharmacies to a field-service user (audited). */
export async function setFieldServicePharmacies(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  organisationIds: number[],
): Promise<FieldServicePharmacies> {
  const ids = [...new Set(organisationIds)];
  return inTransaction(deps.db, async (tx) => {
    if (!(await userExists(tx, userId))) throw new AppError('NOT_FOUND', ADMIN_USER_ERRORS.userNotFound);
    const existing = await findExistingOrganisationIds(tx, ids);
    if (existing.length !== ids.length) {
      throw new AppError('VALIDATION_FAILED', BUSINESS_ERRORS.pharmacyNotFound);
    }
    const before = await listAssignedPharmacies(tx, userId);
    await replaceAssignedPharmacies(tx, userId, ids);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'field-service.assign',
      entityType: 'user',
      entityId: userId,
      before: { organisationIds: before.map((p) => p.id) },
      after: { organisationIds: ids },
    });
    return { pharmacies: await listAssignedPharmacies(tx, userId) };
  });
}
