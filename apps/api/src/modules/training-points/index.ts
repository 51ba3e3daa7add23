// The module's front door: what other modules may use.
export { accreditationsRoutes } from './accreditations-admin.routes';
export { snapshotAccreditation } from './accreditations.service';
export { trainingPointsRoutes } from './training-points.routes';
