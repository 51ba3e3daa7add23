// The module's front door: what other modules may use.
export { transactionsRoutes } from './transactions.routes';
