import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationCodes } from '../../db/schema/auth';
import { fixedClock } from '../../lib/clock';
import { createUser } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { inject, lastMailTo, mailsTo, nextIp, uniqueEmail } from './auth-test-helpers';

const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

async function clientId(): Promise<string> {
  const res = await inject(ctx, { method: 'GET', url: '/api/v1/users/client-id' });
  expect(res.statusCode).toBe(200);
  return res.json().hash;
}

function availability(email: string, hash: string, ip?: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/users/email/availability', payload: { email, hash }, ip });
}

function requestCode(email: string, ip?: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/users/email/verification', payload: { email }, ip });
}

describe('GET /api/v1/users/client-id and POST /api/v1/users/email/availability', () => {
  it('tells whether an address is free when the client id is valid', async () => {
    const hash = await clientId();
    expect(hash).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    const user = await createUser(ctx.database.db);
    const taken = await availability(user.email.toUpperCase(), hash);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ available: false });
    expect((await availability(uniqueEmail(), hash)).json()).toEqual({ available: true });
  });

  it('answers 400 for a forged, tampered or expired client id and for a bad address', async () => {
    const hash = await clientId();
    const [expiry, nonce, signature] = hash.split('.');
    for (const bad of [
      'irgendwas',
      `${Number(expiry) + 3600}.${nonce}.${signature}`,
      `${expiry}.${nonce}.x${signature}`,
    ]) {
      const res = await availability(uniqueEmail(), bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    clock.advance(60 * 60 * 1000 + 1000);
    const expired = await availability(uniqueEmail(), hash);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details[0].path).toBe('/hash');
    expect((await availability('keine-adresse', await clientId())).statusCode).toBe(400);
  });

  it('limits availability checks per IP (30 a minute)', async () => {
    const hash = await clientId();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await availability(uniqueEmail(), hash, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/v1/users/email/verification', () => {
  it('answers 202 and mails a 6-digit code, stored hashed with a 15-minute expiry', async () => {
    const email = uniqueEmail();
    const res = await requestCode(email);
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const mail = await lastMailTo(ctx, email);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    expect(mail.subject).toContain('Bestätigungscode');
    const [row] = await ctx.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, email));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 15 * 60 * 1000);
    expect(row?.attempts).toBe(0);
  });

  it('answers the same 202 for a registered address but sends no code', async () => {
    const user = await createUser(ctx.database.db);
    const res = await requestCode(user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    const mail = await lastMailTo(ctx, user.email);
    expect(mail.subject).toContain('bereits ein Konto');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const rows = await ctx.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, user.email));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for an invalid address', async () => {
    const res = await requestCode('nicht-gültig');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it('limits codes per address and IP, and per address overall', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await requestCode(email, ip)).statusCode).toBe(202);
    const blocked = await requestCode(email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    // Another IP may still ask, up to ten mails an hour for one address.
    for (let i = 0; i < 5; i++) expect((await requestCode(email, nextIp())).statusCode).toBe(202);
    expect((await requestCode(email, nextIp())).statusCode).toBe(429);
    expect(await mailsTo(ctx, email)).toHaveLength(10);
  });
});
