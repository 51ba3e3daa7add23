import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  /** Recipients of the mails taken, in order. */
  delivered: string[];
  /** Tries refused per recipient. */
  refused: Map<string, number>;
  /** Whether a mail to this recipient is refused now (451, a temporary failure). */
  refuse: (to: string) => boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that refuses mails as the test decides. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    delivered: [],
    refused: new Map(),
    refuse: () => false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        if (state.refuse(to)) {
          state.refused.set(to, (state.refused.get(to) ?? 0) + 1);
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        state.delivered.push(to);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
