import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from './e2e-settings';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Every mail the run's SMTP server (support/mail-server.ts) received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const mail = JSON.parse(readFileSync(join(E2E_MAIL_DIR, name), 'utf8')) as ReceivedMail;
      return { to: mail.to, raw: decode(mail.raw) };
    });
}

/** Waits for the newest mail to `to` whose text matches `pattern` and returns the first group. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = receivedMails()
      .reverse()
      .find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.raw));
    const match = mail?.raw.match(pattern);
    if (match) return match[1] ?? match[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** Undoes quoted-printable soft breaks and escapes so codes and links can be matched. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
