// The feature's front door: what other features, routes and the app may use.
export { useManufacturer, useManufacturerList } from './api/manufacturers';
export { useProductList } from './api/products';
export { ManufacturerForm } from './components/manufacturer-form';
export { ProductForm } from './components/product-form';
