// The module's front door: what other modules may use.
export { memberConsentsRoutes } from './member-consents.routes';
export { teamVisibleUserIds } from './member-consents.service';
