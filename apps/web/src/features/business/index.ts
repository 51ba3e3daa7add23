// The feature's front door: what other features, routes and the app may use.
export { moduleDashboardQueries } from './api/module-dashboard-queries';
export { DemoDashboard } from './components/demo-dashboard';
export { ModuleDashboard } from './components/module-dashboard';
export { ProductDashboard } from './components/product-dashboard';
export { ProductsList } from './components/products-list';
export { TrainingViewFor } from './components/staff-training-view';
export { TrainingEmployeesView } from './components/training-employees-view';
export { TrainingModulesView } from './components/training-modules-view';
