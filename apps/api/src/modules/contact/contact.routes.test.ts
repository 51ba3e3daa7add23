import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact';
import { mailOutbox } from '../../db/schema/mail';
import { createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SUPPORT_EMAIL: 'hilfe@apopunkt.test' } });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
let ip = 0;
/** Each test sends from its own address, so the per-IP limit of one test does not touch the others. */
const nextIp = () => `10.0.0.${++ip}`;

const valid = { name: 'Erika Muster', email: 'erika@example.de', phone: '+49 30 123456', message: 'Hallo Support!' };

describe('POST /api/v1/contact', () => {
  it('stores the message and mails support with the reply address (guest)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      payload: { ...valid, email: ' Erika@Example.de ', message: 'Mein Code geht nicht.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [stored] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Mein Code geht nicht.'));
    expect(stored).toMatchObject({
      name: 'Erika Muster',
      email: 'Erika@Example.de',
      phone: '+49 30 123456',
      userId: null,
    });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'hilfe@apopunkt.test'));
    const mail = mails.find((m) => m.text.includes('Mein Code geht nicht.'));
    expect(mail?.subject).toContain('Kontaktanfrage von Erika Muster');
    expect(mail?.text).toContain('Antwort bitte an: Erika Muster <Erika@Example.de>');
    expect(mail?.text).toContain('nicht angemeldet');
  });

  it('attaches the signed-in user and accepts a missing phone', async () => {
    const user = await createUser(db());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      headers: await authHeaders(ctx, user),
      payload: { name: 'Erika', email: 'erika@example.de', message: 'Angemeldet geschrieben' },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Angemeldet geschrieben'));
    expect(stored).toMatchObject({ userId: user.id, phone: null });
  });

  it('treats an invalid token as a guest instead of failing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      headers: { authorization: 'Bearer kaputt' },
      payload: { ...valid, message: 'Mit altem Token' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 with the spec message for a bad e-mail and for missing fields', async () => {
    const remoteAddress = nextIp();
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress,
      payload: { ...valid, email: 'erika@example' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual(
      expect.objectContaining({ path: '/email', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }),
    );
    for (const payload of [
      { ...valid, name: ' ' },
      { ...valid, message: '' },
      { email: valid.email },
      { ...valid, phone: 'ruf an' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', remoteAddress: nextIp(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('limits each IP to 5 messages per 15 minutes (429)', async () => {
    const remoteAddress = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', remoteAddress, payload: valid });
      expect(res.statusCode).toBe(201);
    }
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', remoteAddress, payload: valid });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      payload: valid,
    });
    expect(other.statusCode).toBe(201);
  });
});
