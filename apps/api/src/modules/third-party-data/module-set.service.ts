import type { ModuleThirdPartySet, ModuleThirdPartySetBody } from '@apopunkt/domain/schemas/third-party-data';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { requireModuleByUuid } from '../modules-admin';
import { attachSet, findSet, setOfModule } from './sets.repository';
import { setNotFound } from './sets.service';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/** `GET /v1/admin/modules/{uuid}/third-party-data`: the set the module asks consent for. */
export async function getModuleSet(deps: Deps, moduleUuid: string): Promise<ModuleThirdPartySet> {
  const module = await requireModuleByUuid(deps.db, moduleUuid);
  return { set: await setOfModule(deps.db, module.id) };
}

/**
 * `PUT /v1/admin/modules/{uuid}/third-party-data`: attaches a set (replacing another) or none.
 * From then on the player shows the set's consent text and a submission records the consent.
 * Audited as `module.third-party-data`.
 */
export async function putModuleSet(
  deps: Deps,
  actor: { id: number },
  moduleUuid: string,
  body: ModuleThirdPartySetBody,
): Promise<ModuleThirdPartySet> {
  return inTransaction(deps.db, async (tx) => {
    const module = await requireModuleByUuid(tx, moduleUuid);
    const set = body.setUuid === null ? null : await findSet(tx, body.setUuid);
    if (body.setUuid !== null && !set) throw setNotFound();
    const before = await setOfModule(tx, module.id);
    await attachSet(tx, module.id, set?.id ?? null);
    const after = await setOfModule(tx, module.id);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'module.third-party-data',
      entityType: 'module',
      entityId: module.uuid,
      before: { set: before },
      after: { set: after },
    });
    return { set: after };
  });
}
