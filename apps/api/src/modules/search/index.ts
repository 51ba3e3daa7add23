// The module's front door: what other modules may use.
export { searchRoutes } from './search.routes';
