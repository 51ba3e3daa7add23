import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/organisations';
import { verificationLetters } from '../../db/schema/premium';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { bonusesOf, requestAndPrintLetter } from '../../test-support/premium-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let staff: { id: number };
const db = () => ctx.database.db;
const url = '/api/v1/me/verification-code';

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  staff = await createUser(db(), { isStaff: true, job: null });
});
afterAll(() => ctx.close());

async function enter(user: { id: number } | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: user ? await authHeaders(ctx, user) : {},
    payload: payload as Record<string, unknown>,
    // one address per user, so the per-IP limit of the route never mixes tests
    remoteAddress: `10.1.${Math.floor((user?.id ?? 0) / 250)}.${(user?.id ?? 0) % 250}`,
  });
}

async function employeeAt() {
  const org = await createOrganisation(db());
  return { org, user: await createUser(db(), { job: 'PTA', organisationId: org.id }) };
}

describe('POST /api/v1/me/verification-code', () => {
  it('verifies the employment, makes a professional premium and pays both referral bonuses', async () => {
    const referrer = await createUser(db(), { firstName: 'Paula', lastName: 'Tannenberg' });
    const org = await createOrganisation(db());
    const user = await createUser(db(), {
      job: 'PKA',
      firstName: 'Noah',
      lastName: 'Neumann',
      organisationId: org.id,
      referredById: referrer.id,
    });
    const { code, letterId } = await requestAndPrintLetter(ctx, user, staff);
    const res = await enter(user, { code: ` ${code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      isPremium: true,
      premiumScore: 50,
      employee: { isVerified: true, organisation: { id: org.id } },
    });
    expect(await bonusesOf(ctx, user.id, 'BREFERRED')).toEqual([
      { value: 50, comments: 'Willkommensbonus: Empfehlung von Paula T.', key: `referral:${user.id}:referred` },
    ]);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toEqual([
      {
        value: 100,
        comments: 'Empfehlungsbonus: Noah N. ist jetzt Premium-Mitglied',
        key: `referral:${user.id}:referrer`,
      },
    ]);
    const [letter] = await db().select().from(verificationLetters).where(eq(verificationLetters.id, letterId));
    expect(letter).toMatchObject({ status: 'used', usedAt: clock.now() });
    expect(await auditLedger(db())).toMatchObject({ ok: true, violations: [] });
  });

  it('accepts the code without a dash; the same code again answers 409 and pays nothing more', async () => {
    const referrer = await createUser(db());
    const org = await createOrganisation(db());
    const user = await createUser(db(), { organisationId: org.id, referredById: referrer.id });
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    expect((await enter(user, { code: code.replace('-', '') })).statusCode).toBe(200);
    const again = await enter(user, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Dieser Code wurde bereits verwendet.');
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(1);
    expect(await bonusesOf(ctx, user.id, 'BREFERRED')).toHaveLength(1);
  });

  it('verifies without premium or bonuses when the e-mail is not confirmed', async () => {
    const referrer = await createUser(db());
    const org = await createOrganisation(db());
    const user = await createUser(db(), { organisationId: org.id, referredById: referrer.id });
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    await db().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, user.id));
    const res = await enter(user, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPremium: false, employee: { isVerified: true } });
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toEqual([]);
  });

  it('answers 400 with a German message for a wrong code and 429 after five wrong codes', async () => {
    const { user } = await employeeAt();
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    const wrong = code.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA';
    const first = await enter(user, { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Dieser Code ist ungültig. Bitte prüfe deine Eingabe.',
      details: [{ path: '/code' }],
    });
    for (let i = 0; i < 4; i++) expect((await enter(user, { code: wrong })).statusCode).toBe(400);
    const blocked = await enter(user, { code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toContain('Zu viele Versuche');
    clock.advance(15 * 60 * 1000 + 1);
    expect((await enter(user, { code })).statusCode).toBe(200);
  });

  it('answers 400 for malformed codes without counting them, and for another user’s code', async () => {
    const { user } = await employeeAt();
    const other = await employeeAt();
    const { code } = await requestAndPrintLetter(ctx, other.user, staff);
    for (const payload of [{}, { code: '' }, { code: 'ABC' }, { code: 'ABCD-EFG0' }, { code: 12345678 }]) {
      const res = await enter(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const malformed = await enter(user, { code: 'ABC' });
    expect(JSON.stringify(malformed.json())).toContain('Bitte gib den 8-stelligen Code aus deinem Brief ein.');
    const foreign = await enter(user, { code });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Dieser Code ist ungültig. Bitte prüfe deine Eingabe.');
  });

  it('answers 412 for a code older than 60 days', async () => {
    const { user } = await employeeAt();
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    clock.advance(60 * DAY);
    const res = await enter(user, { code });
    expect(res.statusCode).toBe(412);
    expect(res.json().error.message).toBe(
      'Dieser Code ist abgelaufen. Bitte fordere in deinem Konto einen neuen Verifizierungsbrief an.',
    );
  });

  it('answers 412 when the user works elsewhere now, and for a reprinted (replaced) code', async () => {
    const { user } = await employeeAt();
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    const elsewhere = await createOrganisation(db());
    await db().update(employees).set({ organisationId: elsewhere.id }).where(eq(employees.userId, user.id));
    const moved = await enter(user, { code });
    expect(moved.statusCode).toBe(412);
    expect(moved.json().error.message).toContain('anderen Arbeitsstätte');

    const second = await employeeAt();
    const first = await requestAndPrintLetter(ctx, second.user, staff);
    const reprint = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/verification-letters/print',
      headers: await authHeaders(ctx, staff),
      payload: { ids: [first.letterId] },
    });
    expect(reprint.statusCode).toBe(200);
    expect((await enter(second.user, { code: first.code })).statusCode).toBe(400);
  });

  it('answers 409 when staff verified the employment meanwhile, 401 without a token', async () => {
    const { user } = await employeeAt();
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    await db().update(employees).set({ isVerified: true }).where(eq(employees.userId, user.id));
    const res = await enter(user, { code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Deine Anstellung ist bereits bestätigt.');
    expect((await enter(null, { code })).statusCode).toBe(401);
  });

  it('supersedes the user’s other letters once a code is used', async () => {
    const { user } = await employeeAt();
    const first = await requestAndPrintLetter(ctx, user, staff);
    clock.advance(15 * DAY);
    const second = await requestAndPrintLetter(ctx, user, staff);
    expect((await enter(user, { code: first.code })).statusCode).toBe(200);
    const [other] = await db().select().from(verificationLetters).where(eq(verificationLetters.id, second.letterId));
    expect(other?.status).toBe('superseded');
  });
});
