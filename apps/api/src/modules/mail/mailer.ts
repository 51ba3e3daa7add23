import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/background-jobs';
import { insertOutboxMail } from './mail.repository';
import { MAIL_DELIVERY_JOB } from './mail-delivery.job';
import type { MailMessage } from './mail-message';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Records every mail in `mail_outbox`. With a mail server (SMTP_URL) a delivery job sends it, with
 * retries and backoff (mail-delivery.job.ts), so a request never waits for the mail server and a
 * server that is down loses no mail. Without one the mail is logged and stays in the outbox
 * (DESIGN §1).
 */
export function createMailer(deps: { db: Db; log: FastifyBaseLogger; jobs?: JobQueue; delivers: boolean }): Mailer {
  return {
    async send(message) {
      const id = await insertOutboxMail(deps.db, message);
      if (!deps.delivers || !deps.jobs) {
        deps.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail stored in outbox');
        return;
      }
      await deps.jobs.send(MAIL_DELIVERY_JOB, { id });
    },
  };
}
