import type { ResolvedDeps } from '../../deps';
import { listManufacturerModules, type ManufacturerScope } from './business.repository';

/** The modules a manufacturer scope sees (all for staff): the field service's training overview. */
export function listModulesOfScope(deps: Pick<ResolvedDeps, 'db'>, scope: ManufacturerScope) {
  return listManufacturerModules(deps.db, scope);
}
