// The feature's front door: what other features, routes and the app may use.
export { ModuleRatingCard } from './components/module-rating-card';
