import { z } from 'zod';
import { JOBS } from '../constants/jobs';
import { SALUTATIONS } from '../constants/salutations';
import { emailSchema, idSchema, isoDateSchema, textSchema } from './common';
import { organisationCreationRequestBodySchema } from './organisations';

/**
 * Request and response schemas of the sign-in, registration, session, two-factor and password
 * calls (DESIGN §3, §4). The API validates with them and the web forms use the same ones, so
 * the German messages below are what the user sees next to a field.
 */

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
/** Youngest age at which someone may register (trainees start at 16). */
export const MIN_REGISTRATION_AGE = 16;

export const AUTH_FIELD_MESSAGES = {
  passwordTooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  passwordTooLong: `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`,
  passwordRequired: 'Bitte gib dein Passwort ein.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  passwordUnchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  usernameRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  emailCode: 'Bitte gib den 6-stelligen Code aus der E-Mail ein.',
  otpCode: 'Der Code besteht aus 6 Ziffern.',
  firstName: 'Bitte gib deinen Vornamen ein.',
  lastName: 'Bitte gib deinen Nachnamen ein.',
  gender: 'Bitte wähle eine Anrede.',
  dateOfBirth: 'Bitte gib ein gültiges Geburtsdatum ein.',
  tooYoung: `Du musst mindestens ${MIN_REGISTRATION_AGE} Jahre alt sein.`,
  job: 'Bitte wähle deinen Beruf.',
  employment:
    'Bitte wähle deine Apotheke aus, beantrage eine neue oder gib an, dass du derzeit nicht beschäftigt bist.',
  terms: 'Bitte stimme den Nutzungsbedingungen zu.',
  referralCode: 'Der Empfehlungscode ist ungültig.',
} as const;

// ── building blocks ────────────────────────────────────────────────────────────────────────────

/** A new password: at least 10 characters (DESIGN §4, OWASP ASVS 2.1.1). */
export const newPasswordSchema = textSchema({ error: AUTH_FIELD_MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, AUTH_FIELD_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_FIELD_MESSAGES.passwordTooLong);

/** An existing password being entered (no length rule beyond a sane maximum). */
export const currentPasswordSchema = textSchema({ error: AUTH_FIELD_MESSAGES.passwordRequired })
  .min(1, AUTH_FIELD_MESSAGES.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, AUTH_FIELD_MESSAGES.passwordTooLong);

/** The 6-digit code mailed before registration. */
export const emailVerificationCodeSchema = textSchema({ error: AUTH_FIELD_MESSAGES.emailCode })
  .trim()
  .regex(/^\d{6}$/, AUTH_FIELD_MESSAGES.emailCode);

/** A 6-digit TOTP code from an authenticator app. */
export const otpCodeSchema = textSchema().regex(/^\d{6}$/, AUTH_FIELD_MESSAGES.otpCode);

/** yyyy-MM-dd that is a real calendar day (2023-02-30 is refused). */
export const birthDateSchema = isoDateSchema.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, AUTH_FIELD_MESSAGES.dateOfBirth);

/** Full years between a yyyy-MM-dd birth date and `today` (UTC calendar days). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - y;
  const hadBirthday = today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return hadBirthday ? years : years - 1;
}

/** Old enough to register on `today`; the server checks this with its own clock. */
export function isOldEnoughToRegister(dateOfBirth: string, today: Date): boolean {
  return ageOn(dateOfBirth, today) >= MIN_REGISTRATION_AGE;
}

// ── tokens and sessions ────────────────────────────────────────────────────────────────────────

/** `{access, refresh}`: a 15-minute access JWT and a 30-day (absolute) rotating refresh token. */
export const tokenPairSchema = z.object({
  access: textSchema(),
  refresh: textSchema(),
  deletionCancelled: z.literal(true).optional(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * The answer of every call that starts or continues a session: `{access, refresh}`, or only
 * `{access}` for the web app (header `x-apopunkt-client: web`), whose refresh token goes into an
 * HttpOnly cookie instead (constants/web-client.ts).
 */
export const sessionTokensSchema = z.object({
  access: textSchema(),
  refresh: textSchema().optional(),
  /** Set when this sign-in cancelled the account's pending deletion (issue 37 §2): the page says so. */
  deletionCancelled: z.literal(true).optional(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** POST /v1/sessions: sign-in with the e-mail address as `username`. */
export const signInSchema = z.object({
  username: textSchema({ error: AUTH_FIELD_MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, AUTH_FIELD_MESSAGES.usernameRequired)
    .max(254),
  password: currentPasswordSchema,
});
export type SignInRequest = z.input<typeof signInSchema>;

/** POST /v1/sessions/refresh: the token in the body, or (web app) an empty body and the cookie. */
export const refreshSessionSchema = z.object({ refresh: textSchema().min(1).max(200).optional() });
export type RefreshSessionRequest = z.infer<typeof refreshSessionSchema>;

// ── registration ───────────────────────────────────────────────────────────────────────────────

/** GET /v1/users/client-id: a signed, short-lived token the availability check requires. */
export const clientIdSchema = z.object({ hash: textSchema() });
export type ClientId = z.infer<typeof clientIdSchema>;

/** POST /v1/users/email/availability */
export const emailAvailabilityRequestSchema = z.object({ email: emailSchema, hash: textSchema().min(1).max(500) });
export type EmailAvailabilityRequest = z.input<typeof emailAvailabilityRequestSchema>;
export const emailAvailabilitySchema = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

/** POST /v1/users/email/verification: always 202, a code arrives by mail if the address is new. */
export const emailVerificationRequestSchema = z.object({ email: emailSchema });
export type EmailVerificationRequest = z.input<typeof emailVerificationRequestSchema>;

const personName = (message: string) => textSchema({ error: message }).trim().min(1, message).max(100, message);

/**
 * The registration form's fields (spec §3) without the cross-field rules; use it to pick single
 * fields in multi-step forms. `registrationSchema` is what the server validates.
 */
export const registrationFieldsSchema = z.object({
  emailVerificationCode: emailVerificationCodeSchema,
  email: emailSchema,
  password: newPasswordSchema,
  passwordRepeat: textSchema().max(MAX_PASSWORD_LENGTH, AUTH_FIELD_MESSAGES.passwordsDiffer),
  firstName: personName(AUTH_FIELD_MESSAGES.firstName),
  lastName: personName(AUTH_FIELD_MESSAGES.lastName),
  gender: z.enum(SALUTATIONS, { error: AUTH_FIELD_MESSAGES.gender }),
  dateOfBirth: birthDateSchema,
  job: z.enum(JOBS, { error: AUTH_FIELD_MESSAGES.job }),
  /** Organisation id of the current employer, or null. */
  currentPlace: idSchema.nullable().default(null),
  unemployed: z.boolean().default(false),
  /** A workplace that is not in our list yet (becomes an organisation creation request). */
  organisationRequest: organisationCreationRequestBodySchema.nullable().optional(),
  /** Referral code of the person who recommended us; empty means none. */
  referredBy: textSchema()
    .trim()
    .toUpperCase()
    .max(32, AUTH_FIELD_MESSAGES.referralCode)
    .nullable()
    .optional()
    .transform((v) => v || null),
  hasAcceptedTerms: z.literal(true, { error: AUTH_FIELD_MESSAGES.terms }),
  hasAcceptedNewsletter: z.boolean().default(false),
});

/**
 * Lets a cross-field rule run even when unrelated fields are invalid, so the form shows every
 * message at once; it still waits for the fields it compares.
 */
function unlessInvalid(...fields: string[]) {
  return {
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
  };
}

/** POST /v1/users: exactly one of currentPlace / unemployed / organisationRequest; passwords match. */
export const registrationSchema = registrationFieldsSchema
  .refine((form) => form.password === form.passwordRepeat, {
    path: ['passwordRepeat'],
    message: AUTH_FIELD_MESSAGES.passwordsDiffer,
    ...unlessInvalid('password', 'passwordRepeat'),
  })
  .refine(
    (form) => [form.currentPlace !== null, form.unemployed, !!form.organisationRequest].filter(Boolean).length === 1,
    {
      path: ['currentPlace'],
      message: AUTH_FIELD_MESSAGES.employment,
      ...unlessInvalid('currentPlace', 'unemployed', 'organisationRequest'),
    },
  );
/** What the form sends (defaults may be left out). */
export type RegistrationRequest = z.input<typeof registrationSchema>;
/** What the server works with after parsing. */
export type Registration = z.output<typeof registrationSchema>;

// ── two-factor ─────────────────────────────────────────────────────────────────────────────────

/** Path parameter of POST /2fa/otp/login/{code} and POST /2fa/otp/verify/{code}. */
export const otpCodeParamsSchema = z.object({ code: otpCodeSchema });

/** GET /2fa/otp/setup: the new secret, its otpauth:// URL and the URL as a PNG data: URL QR code. */
export const otpSetupSchema = z.object({ secret: textSchema(), otpauthUrl: textSchema(), qrCode: textSchema() });
export type OtpSetup = z.infer<typeof otpSetupSchema>;

/** Body of POST /2fa/otp/verify/{code} and DELETE /2fa/otp: enabling or disabling asks for the password. */
export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

// ── passwords ──────────────────────────────────────────────────────────────────────────────────

/** POST /v1/password-resets: always 202. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** Path parameter of POST /v1/password-resets/{token} (the token from the mailed link). */
export const passwordResetTokenParamsSchema = z.object({
  token: textSchema()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** POST /v1/password-resets/{token}: the new password; passwordRepeat is checked when sent. */
export const passwordResetSchema = z
  .object({ password: newPasswordSchema, passwordRepeat: textSchema().max(MAX_PASSWORD_LENGTH).optional() })
  .refine((form) => form.passwordRepeat === undefined || form.password === form.passwordRepeat, {
    path: ['passwordRepeat'],
    message: AUTH_FIELD_MESSAGES.passwordsDiffer,
    ...unlessInvalid('password', 'passwordRepeat'),
  });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** PUT /v1/me/password: answers a fresh `{access, refresh}` and ends every other session. */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    passwordRepeat: textSchema().max(MAX_PASSWORD_LENGTH, AUTH_FIELD_MESSAGES.passwordsDiffer),
  })
  .refine((form) => form.password === form.passwordRepeat, {
    path: ['passwordRepeat'],
    message: AUTH_FIELD_MESSAGES.passwordsDiffer,
    ...unlessInvalid('password', 'passwordRepeat'),
  })
  .refine((form) => form.password !== form.currentPassword, {
    path: ['password'],
    message: AUTH_FIELD_MESSAGES.passwordUnchanged,
    ...unlessInvalid('password', 'currentPassword'),
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
