import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';

/** German texts of the errors the auth calls answer with (the client shows `error.message`). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  accountInactive: 'Dein Konto ist deaktiviert. Bitte wende dich an den Support.',
  sessionInvalid: SESSION_ERRORS.sessionExpired,
  signInRequired: SESSION_ERRORS.signInRequired,
  rateLimited: 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es erneut.',
  clientIdInvalid: 'Das Formular ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
  emailCodeInvalid: 'Der Bestätigungscode ist falsch oder abgelaufen. Bitte fordere einen neuen Code an.',
  emailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Melde dich an oder setze dein Passwort zurück.',
  organisationUnknown:
    'Die gewählte Apotheke können wir nicht finden. Bitte wähle sie erneut aus oder beantrage sie neu.',
  referralUnknown: 'Der Empfehlungscode ist ungültig.',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  resetTokenInvalid: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  otpInvalid: 'Der Code ist ungültig oder wurde bereits verwendet.',
  otpAlreadyEnabled: 'Die Zwei-Faktor-Authentifizierung ist bereits aktiv.',
  otpNotEnabled: 'Die Zwei-Faktor-Authentifizierung ist für dein Konto nicht aktiv.',
  otpSetupMissing: 'Bitte starte die Einrichtung der Zwei-Faktor-Authentifizierung erneut.',
  emailUnchanged: 'Das ist bereits deine E-Mail-Adresse.',
  emailInUse: 'Diese E-Mail-Adresse wird bereits für ein anderes Konto verwendet.',
  deviceSessionNotFound: 'Diese Anmeldung gibt es nicht mehr. Bitte lade die Liste neu.',
} as const;

/** A 400 tied to one body field, in the shape the validation errors use (`details[].path`). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ in: 'body', path: `/${field}`, message }]);
}

export function rateLimited(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

export function sessionInvalid(): AppError {
  return new AppError('TOKEN_INVALID', AUTH_MESSAGES.sessionInvalid);
}
