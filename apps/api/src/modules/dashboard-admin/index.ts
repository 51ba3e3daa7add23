// The module's front door: what other modules may use.
export { adminDashboardRoutes } from './dashboard-admin.routes';
