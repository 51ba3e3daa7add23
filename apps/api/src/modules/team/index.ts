// The module's front door: what other modules may use.
export { teamRoutes } from './team.routes';
