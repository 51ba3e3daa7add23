/**
 * German error texts of the API, one catalogue per area, referenced by every `AppError` that
 * carries them (no inline texts). Areas with their own catalogue elsewhere (REWARD_MESSAGES,
 * MESSAGES) keep it.
 */

/** Sign-in state of a request (guard, tokens). */
export const SESSION_ERRORS = {
  signInRequired: 'Bitte melde dich an.',
  sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  otpRequired: 'Bitte gib den Code aus deiner Authenticator-App ein.',
} as const;

/** Modules, products, manufacturers and attempts. */
export const CATALOG_ERRORS = {
  moduleNotFound: 'Dieses Modul wurde nicht gefunden.',
  moduleGroupNotFound: 'Diese Modulgruppe wurde nicht gefunden.',
  productNotFound: 'Dieses Produkt wurde nicht gefunden.',
  manufacturerNotFound: 'Dieser Hersteller wurde nicht gefunden.',
  noQuiz: 'Für dieses Modul gibt es noch kein Quiz.',
  attemptNotFound: 'Dieser Versuch wurde nicht gefunden.',
  certificateNotFound: 'Dieses Zertifikat wurde nicht gefunden.',
} as const;

/** The own account, workplace and verification. */
export const ACCOUNT_ERRORS = {
  workplaceOrUnemployed: 'Bitte wähle entweder eine Arbeitsstätte oder „ohne Anstellung“.',
  confirmEmailFirst: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  chooseWorkplaceFirst: 'Bitte wähle zuerst deine Arbeitsstätte in deinem Konto aus.',
  alreadyVerified: 'Deine Anstellung ist bereits bestätigt.',
  workplaceNotFound: 'Diese Arbeitsstätte wurde nicht gefunden.',
  organisationNotFound: 'Diese Organisation wurde nicht gefunden.',
  requestNotFound: 'Diese Anfrage wurde nicht gefunden.',
  requestDecided: 'Diese Anfrage wurde bereits bearbeitet.',
  noLettersToPrint: 'Es gibt keine Verifizierungsbriefe zum Drucken.',
} as const;

/** The ledger. */
export const LEDGER_ERRORS = {
  insufficientFunds: 'Auf dem Konto sind nicht genügend Prämienpunkte.',
  transferNotFound: 'Diese Buchung wurde nicht gefunden.',
  notCancelable: 'Diese Buchung kann nicht storniert werden.',
} as const;

/** Staff user administration. */
export const ADMIN_USER_ERRORS = {
  userNotFound: 'Dieser Nutzer wurde nicht gefunden.',
  superuserOnly: 'Nur Superuser können Superuser-Konten ändern.',
  superuserMustBeStaff: 'Ein Superuser muss auch Mitarbeiter*in sein.',
  subscriptionExists: 'Der Nutzer hat dieses Abonnement bereits.',
  subscriptionNotFound: 'Dieses Abonnement wurde nicht gefunden.',
} as const;
