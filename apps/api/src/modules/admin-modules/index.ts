// The module's front door: what other modules may use.
export { adminModulesRoutes } from './admin-modules.routes';
export { requireModuleByUuid, setModuleScormPackage } from './admin-modules.service';
