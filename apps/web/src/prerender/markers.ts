// Attributes shared by the build (build-plugins/prerender.ts), the starter script
// (public/start-app.js, which names them literally: it is not bundled) and the app.

/** On #root of a pre-rendered page: the address it was rendered for; removed when the app takes over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On a form the visitor sent before the app ran: the app sends it again once it has taken over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-submit-pending';
