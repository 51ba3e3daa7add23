// The module's front door: what other modules may use.
export { productsRoutes } from './products.routes';
export { listProductsOf } from './products.service';
