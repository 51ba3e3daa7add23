// The module's front door: what other modules may use.
export { adminManufacturersRoutes } from './manufacturers-admin.routes';
export { adminUsersRoutes } from './users-admin.routes';
export { updateAdminUser } from './users-admin.service';
