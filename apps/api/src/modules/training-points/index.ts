// The module's front door: what other modules may use.

export { snapshotAccreditation } from './accreditations.service';
export { accreditationsAdminRoutes } from './accreditations-admin.routes';
export { trainingPointsRoutes } from './training-points.routes';
