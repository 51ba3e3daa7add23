// The module's front door: what other modules may use.
export { ledgerAdminRoutes } from './ledger-admin.routes';
