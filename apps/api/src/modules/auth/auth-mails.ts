import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { MailMessage } from '../mail';

/** The German mails of the auth flows. Plain text; the product name comes from the config. */

/**
 * A mail in the house style: the greeting (by first name when known), the paragraphs with an empty
 * line between them, the team's signature.
 */
function houseMail(
  input: { to: string; product: string; firstName?: string },
  subject: string,
  paragraphs: string[],
): MailMessage {
  const greeting = input.firstName ? `Hallo ${input.firstName},` : 'Hallo,';
  return { to: input.to, subject, text: [greeting, ...paragraphs, `Dein ${input.product}-Team`].join('\n\n') };
}

export function emailCodeMail(input: { to: string; product: string; code: string; minutes: number }): MailMessage {
  return houseMail(
    { to: input.to, product: input.product },
    `Dein Bestätigungscode für ${input.product}: ${input.code}`,
    [
      `dein Bestätigungscode für die Registrierung bei ${input.product} lautet:`,
      `    ${input.code}`,
      `Der Code ist ${input.minutes} Minuten gültig. Wenn du dich nicht registrieren wolltest, kannst du diese E-Mail ignorieren.`,
    ],
  );
}

/** Sent instead of a code when the address already has an account; the API answer is the same. */
export function accountExistsMail(input: { to: string; product: string; publicUrl: string }): MailMessage {
  return houseMail({ to: input.to, product: input.product }, `Du hast bereits ein Konto bei ${input.product}`, [
    `jemand wollte sich mit dieser E-Mail-Adresse bei ${input.product} registrieren. Du hast aber bereits ein Konto.`,
    `Anmelden: ${input.publicUrl}/sign-in\nPasswort vergessen? Auf der Anmeldeseite kannst du es zurücksetzen.`,
    'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
  ]);
}

export function passwordResetMail(input: {
  to: string;
  product: string;
  firstName: string;
  link: string;
  minutes: number;
}): MailMessage {
  return houseMail(input, `Passwort zurücksetzen bei ${input.product}`, [
    'über diesen Link kannst du ein neues Passwort festlegen:',
    input.link,
    `Der Link ist ${input.minutes} Minuten gültig und kann einmal verwendet werden. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.`,
  ]);
}

export function passwordChangedMail(input: {
  to: string;
  product: string;
  firstName: string;
  supportEmail: string;
}): MailMessage {
  return houseMail(input, `Dein Passwort bei ${input.product} wurde geändert`, [
    `das Passwort deines ${input.product}-Kontos wurde soeben geändert. Alle anderen Sitzungen wurden beendet.`,
    `Warst du das nicht? Dann setze dein Passwort sofort zurück und schreib uns an ${input.supportEmail}.`,
  ]);
}

/** Sent when two-factor sign-in is switched on or off, so a change the owner did not make is noticed. */
export function twoFactorChangedMail(input: {
  to: string;
  product: string;
  firstName: string;
  supportEmail: string;
  enabled: boolean;
}): MailMessage {
  const state = input.enabled ? 'eingeschaltet' : 'ausgeschaltet';
  return houseMail(input, `Zwei-Faktor-Anmeldung bei ${input.product} ${state}`, [
    `für dein ${input.product}-Konto wurde soeben die Anmeldung mit Bestätigungscode (Zwei-Faktor-Anmeldung) ${state}.`,
    `Warst du das nicht? Dann ändere sofort dein Passwort und schreib uns an ${input.supportEmail}.`,
  ]);
}

/** The code that confirms a new e-mail address (issue 37 §1), sent to that new address. */
export function emailChangeCodeMail(input: {
  to: string;
  product: string;
  firstName: string;
  code: string;
  minutes: number;
}): MailMessage {
  return houseMail(input, `Dein Bestätigungscode für ${input.product}: ${input.code}`, [
    `du möchtest die E-Mail-Adresse deines ${input.product}-Kontos in diese Adresse ändern. Dein Bestätigungscode lautet:`,
    `    ${input.code}`,
    `Der Code ist ${input.minutes} Minuten gültig und kann einmal verwendet werden. Wenn du das nicht warst, kannst du diese E-Mail ignorieren; dein Konto bleibt unverändert.`,
  ]);
}

/** The notice to the old address once the change is done, so a change the owner did not make is noticed. */
export function emailChangedMail(input: {
  to: string;
  product: string;
  firstName: string;
  newEmail: string;
  supportEmail: string;
}): MailMessage {
  return houseMail(input, `Deine E-Mail-Adresse bei ${input.product} wurde geändert`, [
    `die E-Mail-Adresse deines ${input.product}-Kontos wurde soeben in ${input.newEmail} geändert. An diese Adresse schicken wir keine E-Mails mehr, und du meldest dich ab jetzt mit der neuen Adresse an.`,
    `Warst du das nicht? Dann schreib uns sofort an ${input.supportEmail}.`,
  ]);
}

/** After DELETE /v1/me: when the data goes, and that signing in before then keeps the account. */
export function accountDeletionMail(input: {
  to: string;
  product: string;
  firstName: string;
  erasureAt: Date;
  publicUrl: string;
}): MailMessage {
  const day = formatGermanDate(input.erasureAt);
  return houseMail(input, `Dein ${input.product}-Konto wird am ${day} gelöscht`, [
    `du hast die Löschung deines ${input.product}-Kontos beantragt. Alle deine Anmeldungen wurden beendet.\nAm ${day} löschen wir deine persönlichen Daten endgültig.`,
    `Du hast es dir anders überlegt? Melde dich bis dahin einfach wieder an, dann bleibt dein Konto mit allen Punkten und Zertifikaten bestehen: ${input.publicUrl}/sign-in`,
  ]);
}

/** A sign-in within the grace period cancelled the deletion. */
export function deletionCancelledMail(input: {
  to: string;
  product: string;
  firstName: string;
  supportEmail: string;
}): MailMessage {
  return houseMail(input, `Dein ${input.product}-Konto wird nicht gelöscht`, [
    `du hast dich wieder angemeldet, deshalb haben wir die Löschung deines ${input.product}-Kontos abgebrochen. Dein Konto bleibt mit allen Daten bestehen.`,
    `Warst du das nicht? Dann ändere bitte sofort dein Passwort und schreib uns an ${input.supportEmail}.`,
  ]);
}
