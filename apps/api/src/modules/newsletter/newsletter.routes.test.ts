import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/contact';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date('2026-05-04T08:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const MINUTE = 60 * 1000;
let ip = 0;
const nextIp = () => `10.1.0.${++ip}`;
let seq = 0;
const freshEmail = () => `gast-${++seq}-${Date.now().toString(36)}@example.de`;

async function subscribe(email: string, headers: Record<string, string> = {}, remoteAddress = nextIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    remoteAddress,
    headers,
    payload: { email },
  });
}

async function mailsTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

function tokenFrom(text: string): string {
  const match = text.match(/https:\/\/portal\.example\/api\/v1\/newsletter\/confirm\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
}

describe('POST /api/v1/newsletter/subscribe (guest)', () => {
  it('stores a hashed token and mails the confirmation link (202)', async () => {
    const email = freshEmail();
    const res = await subscribe(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'confirmation_sent' });
    const [mail] = await mailsTo(email);
    const token = tokenFrom(mail?.text ?? '');
    const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toHaveLength(64);
  });

  it('does not mail again within 10 minutes, nor for a confirmed address, answering the same', async () => {
    const email = freshEmail();
    await subscribe(email);
    expect((await subscribe(email)).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(1);
    clock.advance(11 * MINUTE);
    await subscribe(email);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const token = tokenFrom(mails[1]?.text ?? '');
    await ctx.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
    clock.advance(11 * MINUTE);
    const confirmed = await subscribe(email);
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toEqual({ status: 'confirmation_sent' });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('answers 400 for a bad or missing e-mail', async () => {
    const bad = await subscribe('kein-at-zeichen');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      remoteAddress: nextIp(),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('limits each IP to 10 calls per 15 minutes (429)', async () => {
    const remoteAddress = nextIp();
    for (let i = 0; i < 10; i++) expect((await subscribe(freshEmail(), {}, remoteAddress)).statusCode).toBe(202);
    expect((await subscribe(freshEmail(), {}, remoteAddress)).statusCode).toBe(429);
  });
});

describe('POST /api/v1/newsletter/subscribe (signed in)', () => {
  it('subscribes the account directly without a mail (200), whatever address is sent', async () => {
    const user = await createUser(db());
    const res = await subscribe('jemand-anderes@example.de', await authHeaders(ctx, user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'subscribed' });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.hasAcceptedNewsletter).toBe(true);
    expect(await mailsTo('jemand-anderes@example.de')).toHaveLength(0);
  });
});

describe('GET /api/v1/newsletter/confirm/{token}', () => {
  it('confirms, subscribes an account with that address and redirects; a second click is fine', async () => {
    const user = await createUser(db());
    const email = user.email.toLowerCase();
    await subscribe(email);
    const token = tokenFrom((await mailsTo(email))[0]?.text ?? '');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?newsletter=confirmed');
    const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.confirmedAt).toEqual(clock.now());
    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account?.hasAcceptedNewsletter).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
    expect(again.headers.location).toBe('/?newsletter=confirmed');
  });

  it('redirects to the invalid marker for unknown and expired tokens', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/newsletter/confirm/gibt-es-nicht' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/?newsletter=invalid');

    const email = freshEmail();
    await subscribe(email);
    const token = tokenFrom((await mailsTo(email))[0]?.text ?? '');
    clock.advance(8 * 24 * 60 * MINUTE);
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
    expect(expired.headers.location).toBe('/?newsletter=invalid');
    const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.confirmedAt).toBeNull();
  });

  it('answers 400 for a too long token and 414 for an over-long path, never a server error', async () => {
    const long = await ctx.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
    const overLong = await ctx.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${'a'.repeat(600)}` });
    expect(overLong.statusCode).toBe(414);
    expect(overLong.json().error.code).toBe('URI_TOO_LONG');
  });
});
