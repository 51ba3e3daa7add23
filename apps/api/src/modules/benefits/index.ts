// The module's front door: what other modules may use.
export { benefitsRoutes } from './benefits.routes';
export { benefitsAdminRoutes } from './benefits-admin.routes';
export { countPendingBenefitRequests } from './benefits-admin.service';
