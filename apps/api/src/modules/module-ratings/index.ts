// The module's front door: what other modules may use.
export { ratingsRoutes } from './ratings.routes';
export { getModuleRatings } from './ratings.service';
