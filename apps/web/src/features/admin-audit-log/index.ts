// The feature's front door: what other features, routes and the app may use.
export { AuditLogAdmin } from './components/audit-log-admin';
