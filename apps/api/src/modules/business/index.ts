// The module's front door: what other modules may use.
export { businessRoutes } from './business.routes';
export { businessReportsJob } from './business-reports.job';
export { fieldServiceAdminRoutes } from './field-service-admin.routes';
export { ratingsRoutes } from './ratings.routes';
export { runReportJob } from './report-job.service';
