// The module's front door: what other modules may use.
export { campaignCodesRoutes } from './campaign-codes.routes';
export { campaignCodesAdminRoutes } from './campaign-codes-admin.routes';
export { CODE_GUESS_LIMITS } from './code-guessing';
