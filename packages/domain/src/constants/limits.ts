/** Business constants and limits (spec §9). */
export const LIST_LIMIT_MAX = 500;
export const MAINTENANCE_WINDOW_SECONDS = 100;
export const MAINTENANCE_RELOAD_DELAY_MS = 5000;
/** Users who accepted the terms before this date must accept them again (spec §4). */
export const TERMS_CUTOFF_DATE = '2023-04-03';
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const REDEEM_REDIRECT_DELAY_MS = 2000;
export const PROGRESS_LABEL_MIN_PERCENT = 10;
export const COMPETITION_ID_ALIASES: Record<string, string> = { '142': 'premium' };
export const TOAST_AUTO_CLOSE_MS = 5000;
export const MENU_TYPEAHEAD_RESET_MS = 350;
export const TOOLTIP_OPEN_DELAY_MS = 200;
export const POPOVER_DISPOSE_TIMEOUT_MS = 150;
export const CLIENT_VERSION = '3.74.5';
export const DEFAULT_PRODUCT_NAME = 'ApoPunkt';
