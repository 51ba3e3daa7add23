import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Records every mail in `mail_outbox`; with SMTP_URL it also delivers through nodemailer
 * and marks the row sent (or stores the error). Without SMTP the mail is logged (DESIGN §1).
 */
export function createMailer(deps: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await deps.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        deps.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail stored in outbox');
        return;
      }
      try {
        await transport.sendMail({ from: deps.from, ...message });
        if (row) await deps.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        deps.log.error({ err, to: message.to }, 'mail delivery failed');
        if (row)
          await deps.db
            .update(mailOutbox)
            .set({ error: String(err) })
            .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
