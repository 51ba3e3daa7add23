// The module's front door: what other modules may use.
export { manufacturersRoutes } from './manufacturers.routes';
