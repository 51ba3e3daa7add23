/**
 * "Konto löschen" (issue 37 §2, DSGVO Art. 17): after `DELETE /v1/me` the account waits this many
 * days; signing in again within them cancels the deletion, afterwards the erasure job removes the
 * personal data (docs/decisions.md).
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** The grace period in milliseconds. */
export const ACCOUNT_DELETION_GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

/**
 * How long the attendance of a Kammer-accredited module is kept (pseudonymous) after the
 * attendance: the three-year period of the Fortbildungszertifikat (docs/decisions.md).
 */
export const CPD_ATTENDANCE_RETENTION_YEARS = 3;

/**
 * The domain of the pseudonymous address an erased account gets: `.invalid` is reserved (RFC 2606),
 * so nothing can ever be delivered there and no real address can collide with it.
 */
export const ERASED_EMAIL_DOMAIN = 'geloescht.apopunkt.invalid';

/** The German texts of the deletion's answers and errors. */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Bitte gib dein Passwort ein, um dein Konto zu löschen.',
  codeRequired: 'Bitte gib den Code aus deiner Authenticator-App ein, um dein Konto zu löschen.',
  codeInvalid: 'Der Code ist ungültig oder wurde bereits verwendet.',
  staffRefused: 'Konten von Mitarbeitenden können nicht selbst gelöscht werden. Bitte wende dich an die Verwaltung.',
} as const;
