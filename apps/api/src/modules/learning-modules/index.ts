// The module's front door: what other modules may use.
export { moduleContentOf } from './module-content-cache';
export { selectModuleDetail } from './module-detail-query';
export { modulesRoutes } from './modules.routes';
export type { ModuleReader, VersionedContent } from './modules.service';
export {
  contentOfVersion,
  getAdGroup,
  listModules,
  listModulesOf,
  loadVisibleModule,
  requireModuleRef,
  toModuleDetail,
  visibleModule,
} from './modules.service';
export { moduleCatalogue, moduleCompletionsOfUser, parsedModuleContent } from './read-models';
