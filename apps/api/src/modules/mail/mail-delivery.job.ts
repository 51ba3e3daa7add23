import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/background-jobs';
import type { Clock } from '../../lib/clock';
import { findOutboxMail, markMailSent, markMailTryFailed } from './mail.repository';
import type { MailTransport } from './mail-transport';

export const MAIL_DELIVERY_JOB = 'mail-delivery';

interface MailDeliveryDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  from: string;
  /**
   * Retries of a mail the server refused or could not take (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS:
   * 5 from 30 s, i.e. 30 s, 1, 2, 4, 8 min later, as pg-boss doubles the delay; about a quarter of an
   * hour in all); then it waits for staff.
   */
  retries: { limit: number; delaySeconds: number };
}

/**
 * Delivers one outbox mail. A mail already sent is not sent again (a run retried after its instance
 * died right after the server took it). Each failed try is noted on the mail; the last one marks it
 * failed, which puts it on the staff dashboard.
 */
export function mailDeliveryJob(deps: MailDeliveryDeps): JobDefinition<{ id: number }> {
  return {
    name: MAIL_DELIVERY_JOB,
    retry: deps.retries,
    expireInSeconds: 120,
    // One worker takes one mail per poll; a few keep a burst (a staff action mailing many) moving.
    concurrency: 4,
    async run({ id }, run) {
      const mail = await findOutboxMail(deps.db, id);
      if (!mail || mail.sentAt || mail.failedAt) return;
      try {
        await deps.transport.deliver({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (err) {
        const failedAt = run.isLastTry ? deps.clock.now() : null;
        await markMailTryFailed(deps.db, id, err instanceof Error ? err.message : String(err), failedAt);
        throw err;
      }
      await markMailSent(deps.db, id, deps.clock.now());
    },
  };
}
