// The module's front door: what other modules may use.
export { recordModuleConsent } from './consents.service';
export { thirdPartyDataRoutes } from './third-party-data.routes';
export { thirdPartyDataAdminRoutes } from './third-party-data-admin.routes';
