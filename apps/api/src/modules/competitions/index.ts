// The module's front door: what other modules may use.
export { competitionsRoutes } from './competitions.routes';
export type { Viewer } from './competitions.service';
export { joinCompetition, listCompetitions, productCompetitions } from './competitions.service';
export { competitionsAdminRoutes } from './competitions-admin.routes';
export { drawCompetitionWinners } from './competitions-admin.service';
