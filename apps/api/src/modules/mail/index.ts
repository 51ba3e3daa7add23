// The module's front door: what other modules may use.
export { failedMailsRoutes } from './failed-mails.routes';
export { countFailedMails } from './failed-mails.service';
export { mailDeliveryJob } from './mail-delivery.job';
export type { MailTransport } from './mail-transport';
export { createMailTransport } from './mail-transport';
export type { Mailer, MailMessage } from './mailer';
export { createMailer } from './mailer';
