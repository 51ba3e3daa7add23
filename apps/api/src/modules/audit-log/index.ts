// The module's front door: what other modules may use.

export { recordStaffChange } from './audit-log.service';
export { auditLogAdminRoutes } from './audit-log-admin.routes';
