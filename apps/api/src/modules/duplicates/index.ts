// The module's front door: what other modules may use.

export { countDuplicateCandidates } from './duplicates.service';
export { duplicatesAdminRoutes } from './duplicates-admin.routes';
