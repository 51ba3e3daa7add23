// The module's front door: what other modules may use.
export { adminManufacturersRoutes } from './admin-manufacturers.routes';
export { adminUsersRoutes } from './admin-users.routes';
export { updateAdminUser } from './admin-users.service';
