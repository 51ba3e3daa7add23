// The module's front door: what other modules may use.

export { countFailedMails } from './failed-mails.service';
export { failedMailsAdminRoutes } from './failed-mails-admin.routes';
export { mailDeliveryJob } from './mail-delivery.job';
export type { MailMessage } from './mail-message';
export type { MailTransport } from './mail-transport';
export { createMailTransport } from './mail-transport';
export type { Mailer } from './mailer';
export { createMailer } from './mailer';
