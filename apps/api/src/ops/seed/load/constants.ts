/** Names shared by the load generator, the bench players and the guard that tells them from real users. */

/** E-mail domain of the `npm run seed:load` users ("Last" is German for load). */
export const LOAD_DOMAIN = 'last.apopunkt.de';
/** E-mail domain of the premium players `npm run bench` creates for the submission scenario. */
export const BENCH_DOMAIN = 'bench.apopunkt.de';
export const SYNTHETIC_DOMAINS = [LOAD_DOMAIN, BENCH_DOMAIN] as const;

/** Password of every synthetic user, so that anyone can sign in as nutzer-1@last.apopunkt.de. */
export const LOAD_PASSWORD = 'apopunkt-last';

/** Synthetic completions fall into the last three years (or since the module became visible). */
export const COMPLETION_HISTORY_DAYS = 3 * 365;
