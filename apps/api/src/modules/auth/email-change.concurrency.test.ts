import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  bearer,
  codeFromMail,
  inject,
  lastMailTo,
  registrationBody,
  requestEmailCode,
  signIn,
  uniqueEmail,
} from './auth-test-helpers';

/**
 * E-mail changes racing each other and a registration on a real PostgreSQL server (issue 37 §1):
 * the lower(email) unique index keeps one account per address whoever commits first. Skipped
 * without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('e-mail change races (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A signed-in member who asked to move to `newEmail`, with the code mailed there. */
  async function memberMovingTo(newEmail: string) {
    const user = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.email);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/me/email-change',
      headers: bearer(access),
      payload: { newEmail, currentPassword: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    return { user, access, code: codeFromMail((await lastMailTo(ctx, newEmail)).text) };
  }

  function confirm(member: { access: string; code: string }) {
    return inject(ctx, {
      method: 'POST',
      url: '/api/v1/me/email-change/confirmation',
      headers: bearer(member.access),
      payload: { code: member.code },
    });
  }

  async function accountsWith(email: string): Promise<number> {
    const rows = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    return rows.length;
  }

  it('two members confirming the same new address at once: one gets it, the other hears 400', async () => {
    for (let round = 0; round < 5; round++) {
      const target = uniqueEmail('begehrt');
      // The second asks while the address is still free: the code mail comes after the first's.
      const first = await memberMovingTo(target);
      const second = await memberMovingTo(target);
      const answers = await Promise.all([confirm(first), confirm(second)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const loser = answers.find((a) => a.statusCode === 400);
      expect(loser?.json().error.details).toEqual([expect.objectContaining({ path: '/newEmail' })]);
      expect(await accountsWith(target)).toBe(1);
    }
  });

  it('a confirmation racing a registration of that address: exactly one account has it', async () => {
    for (let round = 0; round < 5; round++) {
      const target = uniqueEmail('umkaempft');
      const member = await memberMovingTo(target);
      const registrationCode = await requestEmailCode(ctx, target);
      const [confirmed, registered] = await Promise.all([
        confirm(member),
        inject(ctx, {
          method: 'POST',
          url: '/api/v1/users',
          payload: registrationBody({ email: target, emailVerificationCode: registrationCode }),
        }),
      ]);
      const winners = [confirmed.statusCode === 200, registered.statusCode === 201].filter(Boolean);
      expect(winners).toHaveLength(1);
      expect([confirmed.statusCode, registered.statusCode]).not.toContain(500);
      expect(await accountsWith(target)).toBe(1);
    }
  });

  it('the same code sent twice at once changes the address once', async () => {
    const target = uniqueEmail('doppelt');
    const member = await memberMovingTo(target);
    const answers = await Promise.all([confirm(member), confirm(member)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await accountsWith(target)).toBe(1);
  });
});
