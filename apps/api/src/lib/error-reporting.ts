import { ERROR_REPORTING, ERROR_REPORTING_DATA_COLLECTION, scrubEvent } from '@apopunkt/domain/rules/error-reporting';

type SentryNode = typeof import('@sentry/node');
let sentry: SentryNode | null = null;

/**
 * Starts Sentry for the API when SENTRY_DSN is set (spec §9: traces sampled at 0.5, environment
 * production); silent otherwise. Personal data never leaves: no default PII, and every event is
 * scrubbed so only the user id remains.
 */
export async function initErrorReporting(config: { SENTRY_DSN?: string; version: string }): Promise<boolean> {
  if (!config.SENTRY_DSN) return false;
  sentry = await import('@sentry/node');
  sentry.init({
    dsn: config.SENTRY_DSN,
    release: `apopunkt-api@${config.version}`,
    ...ERROR_REPORTING,
    dataCollection: ERROR_REPORTING_DATA_COLLECTION,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  return true;
}

/** Reports an unexpected (5xx) error with the signed-in user's id only; a no-op without a DSN. */
export function reportError(error: unknown, userId: number | null): void {
  const client = sentry;
  if (!client) return;
  client.withScope((scope) => {
    scope.setUser(userId === null ? null : { id: String(userId) });
    client.captureException(error);
  });
}
