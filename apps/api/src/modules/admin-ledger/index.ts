// The module's front door: what other modules may use.
export { adminLedgerRoutes } from './admin-ledger.routes';
