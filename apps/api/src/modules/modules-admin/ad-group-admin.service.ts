import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { ADMIN_MODULE_MESSAGES, type AdminAdGroup } from '@apopunkt/domain/schemas/admin-modules';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import {
  findAdGroupRow,
  listAdGroupEntries,
  lockAdGroup,
  moduleIdsByUuid,
  replaceAdGroupEntries,
} from './modules-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

const groupNotFound = () => new AppError('NOT_FOUND', CATALOG_ERRORS.moduleGroupNotFound);

async function view(db: Executor, group: { id: number; name: string }): Promise<AdminAdGroup> {
  const entries = await listAdGroupEntries(db, group.id);
  return {
    id: group.id,
    name: group.name,
    modules: entries.map(({ id: _id, ...entry }) => ({ ...entry, type: entry.type as ModuleType })),
  };
}

/** `GET /v1/admin/ad-groups/{id}`: every chosen module in order, hidden ones included. */
export async function getAdGroupForStaff(deps: Deps, id: number): Promise<AdminAdGroup> {
  const group = await findAdGroupRow(deps.db, id);
  if (!group) throw groupNotFound();
  return view(deps.db, group);
}

/** `PUT /v1/admin/ad-groups/{id}`: the chosen modules in their new order (replaces the list). */
export async function setAdGroupModules(
  deps: Deps,
  staff: { id: number },
  id: number,
  moduleUuids: string[],
): Promise<AdminAdGroup> {
  return inTransaction(deps.db, async (tx) => {
    const group = await lockAdGroup(tx, id);
    if (!group) throw groupNotFound();
    const ids = await moduleIdsByUuid(tx, moduleUuids);
    if (ids.size !== moduleUuids.length) throw new AppError('VALIDATION_FAILED', ADMIN_MODULE_MESSAGES.unknownModules);
    const before = await listAdGroupEntries(tx, id);
    await replaceAdGroupEntries(
      tx,
      id,
      moduleUuids.map((uuid) => ids.get(uuid) as number),
    );
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: 'ad-group.update',
      entityType: 'ad-group',
      entityId: id,
      before: before.map((m) => m.uuid),
      after: moduleUuids,
    });
    return view(tx, group);
  });
}
