import { CLIENT_VERSION } from '@apopunkt/domain/constants/limits';
import { ERROR_REPORTING, ERROR_REPORTING_DATA_COLLECTION, scrubEvent } from '@apopunkt/domain/rules/error-reporting';
import { sessionStore } from './session-store';

let started = false;

/**
 * Starts Sentry in the browser when the server hands out a DSN (GET /v1/config → sentryDsn, set by
 * SENTRY_DSN); silent otherwise. The SDK is imported on demand, so it never weighs on the entry
 * bundle. The reported identity follows the session (spec §4): the user id after sign-in, nothing
 * after sign-out; every event is scrubbed so no other personal data leaves (spec §9 rates).
 */
export async function startErrorReporting(dsn: string | null): Promise<void> {
  if (!dsn || started) return;
  started = true;
  const Sentry = await import('./sentry-sdk');
  Sentry.init({
    dsn,
    release: `apopunkt-web@${CLIENT_VERSION}`,
    ...ERROR_REPORTING,
    dataCollection: ERROR_REPORTING_DATA_COLLECTION,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  const syncUser = () => {
    const user = sessionStore.get().user;
    Sentry.setUser(user ? { id: String(user.id) } : null);
  };
  syncUser();
  sessionStore.subscribe(syncUser);
}
