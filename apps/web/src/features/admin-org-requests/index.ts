// The feature's front door: what other features, routes and the app may use.
export { OrganisationRequestsAdmin } from './components/organisation-requests-admin';
