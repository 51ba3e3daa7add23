import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server for the e2e run: the portal sends through nodemailer (SMTP_URL points
 * here, see playwright.config.ts) and tests read what arrived.
 */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer;

  constructor(readonly port: number) {
    this.server = new SMTPServer({
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
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: decode(raw) });
          callback();
        });
      },
    });
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the newest mail to `to` whose text matches `pattern` and returns the first group. */
  async waitFor(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = [...this.mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.raw));
      const match = mail?.raw.match(pattern);
      if (match) return match[1] ?? match[0];
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no mail to ${to} matching ${pattern}`);
  }
}

/** Undoes quoted-printable soft breaks and escapes so codes and links can be matched. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
