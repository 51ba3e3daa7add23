import { ACCOUNT_ERRORS } from '@apopunkt/domain/error-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let ctx: TestContext;
const db = () => ctx.database.db;
const url = '/api/v1/me/premium';

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

async function unlock(user: { id: number } | null) {
  return ctx.app.inject({ method: 'POST', url, headers: user ? await authHeaders(ctx, user) : {} });
}

describe('POST /api/v1/me/premium (issue 36: verified but not premium)', () => {
  it('makes a verified professional at a verified pharmacy premium, once, where the letter request answers 409', async () => {
    const org = await createOrganisation(db());
    const member = await createUser(db(), { job: 'PKA', organisationId: org.id, employeeVerified: true });
    const letter = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/verification-letter',
      headers: await authHeaders(ctx, member),
    });
    expect(letter.statusCode).toBe(409);

    const res = await unlock(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, isPremium: true, employee: { isVerified: true } });
    const again = await unlock(member);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isPremium: true });
  });

  it('answers 412 to everybody whose employment or pharmacy is not verified, and 401 without a token', async () => {
    const unverifiedPharmacy = await createOrganisation(db(), { isVerified: false });
    const org = await createOrganisation(db());
    const members = [
      await createUser(db(), { job: 'PTA', organisationId: org.id, employeeVerified: false }),
      await createUser(db(), { job: 'PTA', organisationId: unverifiedPharmacy.id, employeeVerified: true }),
      await createUser(db(), { job: 'CUS', organisationId: org.id, employeeVerified: true }),
    ];
    for (const member of members) {
      const res = await unlock(member);
      expect(res.statusCode).toBe(412);
      expect(res.json().error.message).toBe(ACCOUNT_ERRORS.premiumNotYet);
    }
    expect((await unlock(null)).statusCode).toBe(401);
  });
});
