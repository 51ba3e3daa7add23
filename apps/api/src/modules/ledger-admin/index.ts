// The module's front door: what other modules may use.
export { adminLedgerRoutes } from './ledger-admin.routes';
