// The module's front door: what other modules may use.
export { fieldServiceAdminRoutes } from './field-service-admin.routes';
export { trainingRoutes } from './training.routes';
