/** On #root of a pre-rendered page: the address it was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On the fields of a pre-rendered page: read-only until the app has taken the page over. */
export const LOCK_ATTRIBUTE = 'data-prerender-lock';
