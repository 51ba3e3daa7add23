// The module's front door: what other modules may use.
export { dashboardAdminRoutes } from './dashboard-admin.routes';
