// The module's front door: what other modules may use.
export { organisationRequestsAdminRoutes } from './organisation-requests-admin.routes';
