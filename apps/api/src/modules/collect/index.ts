// The module's front door: what other modules may use.
export { collectRoutes } from './collect.routes';
