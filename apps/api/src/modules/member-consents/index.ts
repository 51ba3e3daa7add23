// The module's front door: what other modules may use.
export { memberConsentsRoutes } from './member-consents.routes';
export { isTeamVisible, teamVisibleUserIds } from './member-consents.service';
