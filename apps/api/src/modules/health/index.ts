// The module's front door: what other modules may use.
export { healthRoutes } from './health.routes';
