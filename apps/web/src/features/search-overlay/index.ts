// The feature's front door: what other features, routes and the app may use.
export { SearchOverlay } from './components/search-overlay';
