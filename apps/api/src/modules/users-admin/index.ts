// The module's front door: what other modules may use.
export { manufacturersAdminRoutes } from './manufacturers-admin.routes';
export { usersAdminRoutes } from './users-admin.routes';
export { updateAdminUser } from './users-admin.service';
