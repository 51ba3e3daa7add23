// The module's front door: what other modules may use.
export { platformRoutes } from './platform.routes';
