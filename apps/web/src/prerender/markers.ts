// Attributes shared by the build (build-plugins/prerender.ts), the starter script
// (public/start-app.js, which names them literally: it is not bundled) and the app.

/** On #root of a pre-rendered page: the address it was rendered for; removed when the app takes over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On a form the visitor sent before the app ran: the app sends it again once it has taken over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-submit-pending';

/** On the button the visitor last clicked before the app ran: the app clicks it once it has taken over. */
export const PENDING_CLICK_ATTRIBUTE = 'data-click-pending';

/** On the starter script of a member's page drawn by the server: the member's user id. */
export const MEMBER_ATTRIBUTE = 'data-member';

/** On the starter script of a premium member's page. */
export const PREMIUM_MEMBER_ATTRIBUTE = 'data-premium';

/** The script element holding the data a member's page was drawn from (JSON). */
export const MEMBER_PAGE_STATE_ID = 'member-page-state';
