// The module's front door: what other modules may use.
export { duplicatesRoutes } from './duplicates-admin.routes';
export { countDuplicateCandidates } from './duplicates.service';
