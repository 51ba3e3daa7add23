// The module's front door: what other modules may use.

export { countDuplicateCandidates } from './duplicates.service';
export { duplicatesRoutes } from './duplicates-admin.routes';
