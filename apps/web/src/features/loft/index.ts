// The feature's front door: what other features, routes and the app may use.
export { getProductSlug } from './api/get-product-slug';
export { LoftPage } from './components/loft-page';
