/** One mail as the features write it (plain text, optionally HTML). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
