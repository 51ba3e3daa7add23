import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/organisations';
import { verificationLetters } from '../../db/schema/premium';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { extractPdfText } from '../../test-support/pdf-text';
import { lettersCodes } from '../../test-support/premium-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let staff: { id: number };
let normal: { id: number };
const db = () => ctx.database.db;
const listUrl = '/api/v1/admin/verification-letters';
const printUrl = '/api/v1/admin/verification-letters/print';

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PRODUCT_NAME: 'PharmaPunkt', PUBLIC_URL: 'https://pharmapunkt.example' } });
  staff = await createUser(db(), { isStaff: true, job: null });
  normal = await createUser(db());
});
afterAll(() => ctx.close());

async function as(user: { id: number } | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? await authHeaders(ctx, user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A PTA at a fresh pharmacy who asked for a letter. */
async function requester(input: { firstName?: string; lastName?: string; gender?: 'FE' | 'MA' | 'DI' } = {}) {
  const org = await createOrganisation(db(), {
    name: `Löwen-Apotheke ${Math.random()}`,
    street: 'Markt 3',
    zip: '04109',
    city: 'Leipzig',
  });
  const user = await createUser(db(), { ...input, organisationId: org.id });
  const res = await as(user, 'POST', '/api/v1/me/verification-letter');
  expect(res.statusCode).toBe(201);
  const [letter] = await db().select().from(verificationLetters).where(eq(verificationLetters.userId, user.id));
  if (!letter) throw new Error('no letter');
  return { user, org, letter };
}

async function clearQueue() {
  await db().update(verificationLetters).set({ status: 'superseded' }).where(eq(verificationLetters.status, 'pending'));
}

describe('POST /api/v1/me/verification-letter queues a letter', () => {
  it('stores a pending letter to the workplace; a later request supersedes an unprinted one', async () => {
    const { user, org, letter } = await requester();
    expect(letter).toMatchObject({
      status: 'pending',
      organisationId: org.id,
      codeHash: null,
      requestedAt: clock.now(),
    });
    clock.advance(14 * DAY);
    expect((await as(user, 'POST', '/api/v1/me/verification-letter')).statusCode).toBe(201);
    const rows = await db().select().from(verificationLetters).where(eq(verificationLetters.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'superseded']);
  });
});

describe('GET /api/v1/admin/verification-letters', () => {
  it('lists pending letters oldest first with user and address, paginated', async () => {
    await clearQueue();
    const a = await requester({ firstName: 'Anna' });
    clock.advance(1000);
    const b = await requester({ firstName: 'Bernd' });
    const res = await as(staff, 'GET', `${listUrl}?limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      next: '/api/v1/admin/verification-letters?limit=1&offset=1',
      previous: null,
      results: [
        {
          id: a.letter.id,
          status: 'pending',
          requestedAt: a.letter.requestedAt.toISOString(),
          printedAt: null,
          expiresAt: null,
          usedAt: null,
          user: { id: a.user.id, firstName: 'Anna', lastName: 'Mustermann', email: a.user.email, job: 'PTA' },
          organisation: {
            id: a.org.id,
            name: a.org.name,
            type: 'PHA',
            isVerified: true,
            address: { street: 'Markt 3', zip: '04109', city: 'Leipzig' },
          },
        },
      ],
    });
    const second = await as(staff, 'GET', `${listUrl}?limit=1&offset=1`);
    expect(second.json().results[0].id).toBe(b.letter.id);
  });

  it('filters by printed, expired, used and superseded', async () => {
    await clearQueue();
    const { letter } = await requester();
    expect((await as(staff, 'POST', printUrl, { ids: [letter.id] })).statusCode).toBe(200);
    const printed = await as(staff, 'GET', `${listUrl}?status=printed&limit=500`);
    expect(printed.json().results.map((l: { id: number }) => l.id)).toContain(letter.id);
    clock.advance(61 * DAY);
    const expired = await as(staff, 'GET', `${listUrl}?status=expired&limit=500`);
    expect(expired.json().results.find((l: { id: number }) => l.id === letter.id)).toMatchObject({ status: 'expired' });
    const stillPrinted = await as(staff, 'GET', `${listUrl}?status=printed&limit=500`);
    expect(stillPrinted.json().results.map((l: { id: number }) => l.id)).not.toContain(letter.id);
    for (const status of ['used', 'superseded']) {
      expect((await as(staff, 'GET', `${listUrl}?status=${status}`)).statusCode).toBe(200);
    }
  });

  it('answers 400 for an unknown status, 403 for non-staff, 401 for guests', async () => {
    expect((await as(staff, 'GET', `${listUrl}?status=lost`)).statusCode).toBe(400);
    expect((await as(staff, 'GET', `${listUrl}?limit=501`)).statusCode).toBe(400);
    const forbidden = await as(normal, 'GET', listUrl);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    expect((await as(null, 'GET', listUrl)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/admin/verification-letters/print', () => {
  it('prints every pending letter as one A4 PDF, one page each, and marks them printed', async () => {
    await clearQueue();
    const paula = await requester({ firstName: 'Paula', lastName: 'Tannenberg', gender: 'FE' });
    const noah = await requester({ firstName: 'Noah', lastName: 'Neumann', gender: 'MA' });
    const res = await ctx.app.inject({ method: 'POST', url: printUrl, headers: await authHeaders(ctx, staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="verifizierungsbriefe-2026-05-16.pdf"');
    expect(res.headers['x-letters-printed']).toBe('2');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = extractPdfText(pdf);
    for (const line of [
      'PharmaPunkt · Postfach 10 10 10 · 10115 Berlin',
      'Frau Paula Tannenberg',
      'Herrn Noah Neumann',
      'Markt 3',
      '04109 Leipzig',
      'Dein persönlicher Code für PharmaPunkt PREMIUM',
      'Hallo Paula Tannenberg,',
      'https://pharmapunkt.example/become-premium',
      'So gehst du vor:',
    ]) {
      expect(text).toContain(line);
    }
    const codes = lettersCodes(pdf);
    expect(codes).toHaveLength(2);
    expect(codes[0]).not.toBe(codes[1]);
    expect(JSON.stringify(await db().select().from(verificationLetters))).not.toContain(codes[0]);
    const rows = await db()
      .select()
      .from(verificationLetters)
      .where(inArray(verificationLetters.id, [paula.letter.id, noah.letter.id]));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'printed', printedAt: clock.now(), printedById: staff.id });
      expect(row.expiresAt?.getTime()).toBe(clock.now().getTime() + 60 * DAY);
      expect(row.codeHash).toEqual(expect.any(String));
    }
    const [flag] = await db().select().from(users).where(eq(users.id, paula.user.id));
    expect(flag?.isVerificationLetterTriggered).toBe(true);
    const me = await as(paula.user, 'GET', '/api/v1/me');
    expect(me.json().isVerificationLetterTriggered).toBe(true);
  });

  it('prints only the given letters, and reprints a printed one with a new code', async () => {
    await clearQueue();
    const one = await requester();
    const two = await requester();
    const first = await as(staff, 'POST', printUrl, { ids: [one.letter.id] });
    expect(first.headers['x-letters-printed']).toBe('1');
    const [pending] = await db().select().from(verificationLetters).where(eq(verificationLetters.id, two.letter.id));
    expect(pending?.status).toBe('pending');
    const again = await as(staff, 'POST', printUrl, { ids: [one.letter.id] });
    expect(again.statusCode).toBe(200);
    expect(lettersCodes(again.rawPayload)[0]).not.toBe(lettersCodes(first.rawPayload)[0]);
  });

  it('leaves out letters of users verified or moved meanwhile; 409 when nothing is left', async () => {
    await clearQueue();
    const verified = await requester();
    const moved = await requester();
    await db().update(employees).set({ isVerified: true }).where(eq(employees.userId, verified.user.id));
    const other = await createOrganisation(db());
    await db().update(employees).set({ organisationId: other.id }).where(eq(employees.userId, moved.user.id));
    const res = await as(staff, 'POST', printUrl, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: 'Es gibt keine Verifizierungsbriefe zum Drucken.',
      details: { superseded: 2 },
    });
    const rows = await db()
      .select()
      .from(verificationLetters)
      .where(inArray(verificationLetters.id, [verified.letter.id, moved.letter.id]));
    expect(rows.map((r) => r.status)).toEqual(['superseded', 'superseded']);
  });

  it('answers 404 for unknown ids and 409 for used or superseded letters', async () => {
    await clearQueue();
    const unknown = await as(staff, 'POST', printUrl, { ids: [999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.details).toEqual({ ids: [999_999] });
    const { letter } = await requester();
    await db()
      .update(verificationLetters)
      .set({ status: 'used', codeHash: 'eingelöst' })
      .where(eq(verificationLetters.id, letter.id));
    const used = await as(staff, 'POST', printUrl, { ids: [letter.id] });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toContain('eingelöst oder ersetzt');
  });

  it('answers 400 for bad ids, 403 for non-staff, 401 for guests', async () => {
    for (const payload of [{ ids: [] }, { ids: [1, 1] }, { ids: ['x'] }, { ids: [0] }]) {
      expect((await as(staff, 'POST', printUrl, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await as(normal, 'POST', printUrl, {})).statusCode).toBe(403);
    expect((await as(null, 'POST', printUrl, {})).statusCode).toBe(401);
  });
});
