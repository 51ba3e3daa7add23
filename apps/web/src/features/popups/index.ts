// The feature's front door: what other features, routes and the app may use.
export { popupQuery } from './api/get-popup';
export { PopupModal } from './components/popup-modal';
export { moveStoredPopupHideState } from './lib/closed-popup';
export { noteViewRecordedByServer } from './lib/view-recorded-by-server';
