// The module's front door: what other modules may use.
export { adminCatalogRoutes } from './products-admin.routes';
