import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  bearer,
  codeFromMail,
  inject,
  lastMailTo,
  mailsTo,
  requestEmailCode,
  signIn,
  uniqueEmail,
} from './auth-test-helpers';
import { EMAIL_CHANGE_MAX_ATTEMPTS, EMAIL_CHANGE_TTL_MS } from './email-change.service';

const clock = fixedClock(new Date('2025-04-01T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

function requestChange(access: string | null, body: object) {
  return inject(ctx, {
    method: 'POST',
    url: '/api/v1/me/email-change',
    headers: access ? bearer(access) : {},
    payload: body,
  });
}

function confirm(access: string, code: string) {
  return inject(ctx, {
    method: 'POST',
    url: '/api/v1/me/email-change/confirmation',
    headers: bearer(access),
    payload: { code },
  });
}

async function member() {
  const user = await createUser(ctx.database.db, { email: uniqueEmail('alt') });
  const session = await signIn(ctx, user.email);
  return { user, access: session.access };
}

/** Requests a change to a fresh address and reads the code mailed to it. */
async function started(access: string, newEmail = uniqueEmail('neu')) {
  const res = await requestChange(access, { newEmail, currentPassword: DEFAULT_TEST_PASSWORD });
  expect(res.statusCode).toBe(202);
  return { newEmail, code: codeFromMail((await lastMailTo(ctx, newEmail)).text) };
}

async function emailOf(userId: number) {
  const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

function otherCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/v1/me/email-change', () => {
  it('changes the address with the code mailed to it and tells the old address', async () => {
    const { user, access } = await member();
    const newEmail = uniqueEmail('neu');
    const sent = await requestChange(access, {
      newEmail: `  ${newEmail.toUpperCase()} `,
      currentPassword: DEFAULT_TEST_PASSWORD,
    });
    expect(sent.statusCode).toBe(202);
    const mail = await lastMailTo(ctx, newEmail);
    expect(mail.subject).toContain('Bestätigungscode');
    expect(await emailOf(user.id)).toBe(user.email);

    const res = await confirm(access, codeFromMail(mail.text));
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(newEmail);
    expect(await emailOf(user.id)).toBe(newEmail);
    const notice = await lastMailTo(ctx, user.email);
    expect(notice.subject).toBe('Deine E-Mail-Adresse bei ApoPunkt wurde geändert');
    expect(notice.text).toContain(newEmail);

    await expect(signIn(ctx, newEmail)).resolves.toHaveProperty('access');
    await expect(signIn(ctx, user.email)).rejects.toThrow(/401/);
  });

  it('needs the current password: a wrong one is a 400 on that field and mails nothing', async () => {
    const { access } = await member();
    const newEmail = uniqueEmail('neu');
    const res = await requestChange(access, { newEmail, currentPassword: 'falsches-passwort' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Das Passwort ist nicht korrekt.',
      details: [{ path: '/currentPassword' }],
    });
    expect(await mailsTo(ctx, newEmail)).toHaveLength(0);
  });

  it('refuses the own address and one another account has, in German', async () => {
    const { user, access } = await member();
    const same = await requestChange(access, { newEmail: user.email, currentPassword: DEFAULT_TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('Das ist bereits deine E-Mail-Adresse.');
    const other = await createUser(ctx.database.db, { email: uniqueEmail('vergeben') });
    const taken = await requestChange(access, { newEmail: other.email, currentPassword: DEFAULT_TEST_PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatchObject({
      message: 'Diese E-Mail-Adresse wird bereits für ein anderes Konto verwendet.',
      details: [{ path: '/newEmail' }],
    });
    expect(await mailsTo(ctx, other.email)).toHaveLength(0);
  });

  it('uses a code once', async () => {
    const { access } = await member();
    const { code } = await started(access);
    expect((await confirm(access, code)).statusCode).toBe(200);
    const again = await confirm(access, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'Der Bestätigungscode ist falsch oder abgelaufen. Bitte fordere einen neuen Code an.',
    );
  });

  it('lets a code expire', async () => {
    const { user, access } = await member();
    const { code } = await started(access);
    clock.advance(EMAIL_CHANGE_TTL_MS + 1000);
    const fresh = await signIn(ctx, user.email);
    expect((await confirm(fresh.access, code)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('counts wrong codes: after the last attempt even the right code fails', async () => {
    const { user, access } = await member();
    const { code } = await started(access);
    for (let i = 0; i < EMAIL_CHANGE_MAX_ATTEMPTS; i++) {
      expect((await confirm(access, otherCode(code))).statusCode).toBe(400);
    }
    expect((await confirm(access, code)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('takes only the newest code', async () => {
    const { access } = await member();
    const first = await started(access);
    const second = await started(access);
    expect((await confirm(access, first.code)).statusCode).toBe(400);
    const res = await confirm(access, second.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(second.newEmail);
  });

  it('answers 400 on the new address when someone registered it meanwhile', async () => {
    const { user, access } = await member();
    const { newEmail, code } = await started(access);
    const registrationCode = await requestEmailCode(ctx, newEmail);
    expect(registrationCode).toMatch(/^\d{6}$/);
    await createUser(ctx.database.db, { email: newEmail });
    const res = await confirm(access, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: '/newEmail' })]);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('limits the codes per account', async () => {
    const { access } = await member();
    for (let i = 0; i < 5; i++) await started(access);
    const res = await requestChange(access, { newEmail: uniqueEmail('neu'), currentPassword: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('is only for a signed-in member', async () => {
    const res = await requestChange(null, { newEmail: uniqueEmail('neu'), currentPassword: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
