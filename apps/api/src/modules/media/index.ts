// The module's front door: what other modules may use.
export { mediaAdminRoutes } from './media-admin.routes';
export { mediaCleanupJob } from './media-cleanup.job';
export { scheduleReplacedPackageDeletion } from './replaced-packages';
