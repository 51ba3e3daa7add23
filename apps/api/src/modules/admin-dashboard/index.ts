// The module's front door: what other modules may use.
export { adminDashboardRoutes } from './admin-dashboard.routes';
