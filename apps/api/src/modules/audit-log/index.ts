// The module's front door: what other modules may use.
export { auditLogRoutes } from './audit-log-admin.routes';
export { recordStaffChange } from './audit-log.service';
