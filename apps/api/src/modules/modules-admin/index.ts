// The module's front door: what other modules may use.
export { modulesAdminRoutes } from './modules-admin.routes';
export { requireModuleByUuid, setModuleScormPackage } from './modules-admin.service';
