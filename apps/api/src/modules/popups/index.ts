// The module's front door: what other modules may use.
export { popupsRoutes } from './popups.routes';
export { currentPopup, reportPopupInteraction } from './popups.service';
export { popupsAdminRoutes } from './popups-admin.routes';
