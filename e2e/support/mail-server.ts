import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './e2e-settings';

/** Mails to this domain are refused (550) on every try: the failed-mail tools' test (admin-platform). */
export const UNDELIVERABLE_DOMAIN = 'unzustellbar.example';

/**
 * Playwright global setup: one real SMTP server for the whole run (the portal sends through
 * nodemailer to SMTP_URL, see e2e-settings.ts). Every mail is written as one JSON file into
 * E2E_MAIL_DIR, so every worker process reads the same mailbox (support/mailbox.ts).
 */
export default async function startMailServer(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        if (to.some((address) => address.endsWith(`@${UNDELIVERABLE_DOMAIN}`))) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        sequence += 1;
        const name = `${Date.now()}-${String(sequence).padStart(6, '0')}.json`;
        writeFileSync(join(E2E_MAIL_DIR, name), JSON.stringify({ to, raw }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
