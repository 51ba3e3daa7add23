// The module's front door: what other modules may use.
export { productsAdminRoutes } from './products-admin.routes';
