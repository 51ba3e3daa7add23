// The module's front door: what other modules may use.
export { organisationRequestsRoutes } from './organisation-requests-admin.routes';
