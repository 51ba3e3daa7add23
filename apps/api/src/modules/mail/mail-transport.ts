import nodemailer from 'nodemailer';

/** Sends one stored mail; rejects with the mail server's or the network's error. */
export interface MailTransport {
  deliver(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** nodemailer over SMTP_URL; null without one (mails then stay in the outbox and the log). */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transport.sendMail(message);
    },
  };
}
