import type { RegistrationRequest, TokenPair } from '@apopunkt/domain/schemas/auth';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { mailOutbox } from '../../db/schema/mail';
import { DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import type { TestContext } from '../../test-support/test-app';

/** Helpers for the auth tests: mails from the outbox, sign-in, distinct client IPs. */

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'neu'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}@test.apopunkt.de`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function mailsTo(ctx: TestContext, to: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

export async function lastMailTo(ctx: TestContext, to: string) {
  const [mail] = await mailsTo(ctx, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function codeFromMail(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error('no 6-digit code in mail');
  return match[1];
}

export function inject(ctx: TestContext, options: InjectOptions & { ip?: string }) {
  const { ip, ...rest } = options;
  return ctx.app.inject({ ...rest, remoteAddress: ip ?? nextIp() });
}

export async function signIn(
  ctx: TestContext,
  username: string,
  password = DEFAULT_TEST_PASSWORD,
  ip?: string,
): Promise<TokenPair> {
  const res = await inject(ctx, { method: 'POST', url: '/api/v1/sessions', payload: { username, password }, ip });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Requests a registration code and reads it from the mail outbox. */
export async function requestEmailCode(ctx: TestContext, email: string): Promise<string> {
  const res = await inject(ctx, { method: 'POST', url: '/api/v1/users/email/verification', payload: { email } });
  if (res.statusCode !== 202) throw new Error(`code request failed: ${res.statusCode} ${res.body}`);
  return codeFromMail((await lastMailTo(ctx, email)).text);
}

export function registrationBody(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    emailVerificationCode: '000000',
    email: uniqueEmail(),
    password: 'ein-langes-passwort',
    passwordRepeat: 'ein-langes-passwort',
    firstName: 'Greta',
    lastName: 'Grün',
    gender: 'FE',
    dateOfBirth: '1995-03-14',
    job: 'PTA',
    currentPlace: null,
    unemployed: true,
    hasAcceptedTerms: true,
    hasAcceptedNewsletter: false,
    ...overrides,
  };
}

/** A call that needs a fully signed-in user (and has no lasting effect worth caring about). */
export function guardedCall(ctx: TestContext, access: string) {
  return inject(ctx, { method: 'GET', url: '/api/2fa/otp/setup', headers: bearer(access) });
}
