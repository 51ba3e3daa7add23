import { ACCOUNT_DELETION_GRACE_MS } from '@apopunkt/domain/constants/account-deletion';
import { berlinDay } from '@apopunkt/domain/rules/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { moduleRatings } from '../../db/schema/business';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/contact';
import { employees, organisationCreationRequests } from '../../db/schema/organisations';
import { certificateAccreditations, moduleAccreditations } from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';
import { benefitRequests } from '../../db/schema/rewards';
import { memberConsents, teamRecommendations } from '../../db/schema/team';
import { users } from '../../db/schema/users';
import { inTransaction } from '../../db/transaction';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createBenefit, createCouponOffer, givePremiumPoints } from '../../ops/seed/rewards-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { codeFromMail, lastMailTo, signIn } from '../auth/auth-test-helpers';
import { auditLedger, systemAccountId, transfer, userAccountId } from '../ledger';
import { eraseDueAccounts } from './account-erasure.service';
import { ERASURE_TABLE_RULE } from './erasure-table-rule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => ctx.database.db;

/** Runs the erasure job as if it were `ms` from now. */
function eraseAt(ms: number) {
  return eraseDueAccounts({ db: db(), clock: fixedClock(new Date(Date.now() + ms)), log: ctx.app.log });
}

/**
 * Every place a value could hide: each text, character, JSON, array and date column of every table
 * in every schema of the database (information_schema), searched case-insensitively. Answers
 * "table.column" for each hit.
 */
async function findEverywhere(executor: Executor, needle: string): Promise<string[]> {
  const { rows: columns } = (await executor.execute(sql`
    SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
      AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'date', 'USER-DEFINED', 'bytea')
           OR c.data_type LIKE 'timestamp%')`)) as unknown as {
    rows: { table_schema: string; table_name: string; column_name: string }[];
  };
  const hits: string[] = [];
  for (const c of columns) {
    const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const column = sql.raw(`${ident(c.table_name)}.${ident(c.column_name)}`);
    const table = sql.raw(`${ident(c.table_schema)}.${ident(c.table_name)}`);
    const { rows } = (await executor.execute(
      sql`SELECT count(*)::int AS n FROM ${table} WHERE position(lower(${needle}) IN lower(${column}::text)) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) > 0) hits.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return hits;
}

async function balances() {
  const { rows } = (await db().execute(
    sql`SELECT coalesce(sum(balance), 0)::bigint AS total, count(*)::int AS accounts,
               (SELECT count(*)::int FROM transfers) AS transfers,
               coalesce(sum(balance) FILTER (WHERE kind = 'user'), 0)::bigint AS users
        FROM accounts`,
  )) as unknown as { rows: { total: string; accounts: number; transfers: number; users: string }[] };
  return rows[0];
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await db().execute(query)) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

describe('the erasure of a deleted account (issue 37 §2)', () => {
  it('has a rule for every table of the portal: a new table is classified before it ships', async () => {
    const { rows } = (await db().execute(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
    const tables = rows.map((r) => r.table_name).sort();
    expect(tables.filter((t) => !(t in ERASURE_TABLE_RULE))).toEqual([]);
    expect(Object.keys(ERASURE_TABLE_RULE).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('leaves nothing personal in any table, keeps the ledger exact, the counts and a nameless certificate', async () => {
    const firstName = 'Erasmina';
    const lastName = 'Löschwitz';
    const birthDate = '1961-03-14';
    const oldEmail = 'erasmina.loeschwitz@test.apopunkt.de';
    const newEmail = 'e.loeschwitz.neu@test.apopunkt.de';

    // ── a member with data in every area ──────────────────────────────────────────────────────
    const referrer = await createUser(db(), { firstName: 'Ronja', lastName: 'Werber' });
    const member = await createViewer(ctx, {
      email: oldEmail,
      firstName,
      lastName,
      dateOfBirth: birthDate,
      job: 'PTA',
      isPremium: true,
      employeeVerified: true,
      referredById: referrer.id,
    });
    const id = member.user.id;
    await givePremiumPoints(db(), id, 500, `Startguthaben für ${firstName} ${lastName}`);
    await inTransaction(db(), async (tx) =>
      transfer(tx, {
        debitAccountId: await systemAccountId(tx, 'migration'),
        creditAccountId: await userAccountId(tx, referrer.id),
        value: 50,
        type: 'BREFERRER',
        valueDate: new Date(),
        comments: `Empfehlungsbonus: ${firstName} L. ist jetzt Premium-Mitglied`,
      }),
    );

    const rewarded = await createModule(db(), { name: 'Modul mit Budget', budget: 10_000 });
    await playThrough(ctx, member.user, rewarded.slug, correctAnswers(quizContent()));
    const accredited = await createModule(db(), { type: 0, hasCertificate: true, knowledgeValue: 20 });
    await db()
      .insert(moduleAccreditations)
      .values({
        moduleId: accredited.id,
        chamber: 'Bundesapothekerkammer',
        eventNumber: `BAK-${accredited.id}`,
        points: 2,
        category: '7',
        validFrom: berlinDay(new Date(Date.now() - 30 * DAY_MS)),
        validUntil: berlinDay(new Date(Date.now() + 30 * DAY_MS)),
      });
    await playThrough(ctx, member.user, accredited.slug, correctAnswers(quizContent()));
    const [certificate] = await db().select().from(certificates).where(eq(certificates.userId, id));
    expect(certificate).toBeDefined();
    expect(
      await db().select().from(certificateAccreditations).where(eq(certificateAccreditations.userId, id)),
    ).toHaveLength(1);

    const rated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/modules/${rewarded.slug}/rating`,
      headers: member.headers,
      payload: { stars: 5, comment: `Toll erklärt, ${firstName} aus der Apotheke` },
    });
    expect(rated.statusCode).toBe(200);

    // Team visibility granted, and a recommendation in the member's own words (as a pharmacy owner would).
    const consented = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/me/consents/TEAM_VISIBILITY',
      headers: member.headers,
      payload: { granted: true },
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const [employment] = await db().select().from(employees).where(eq(employees.userId, id));
    await db()
      .insert(teamRecommendations)
      .values({
        organisationId: employment?.organisationId as number,
        moduleId: rewarded.id,
        recommendedById: id,
        message: `Liebe Grüße, eure ${firstName}`,
        recommendedAt: new Date(),
      });

    const { offer } = await createCouponOffer(db(), { price: 100, codes: 1 });
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/coupons/${offer.id}/purchases`,
      headers: { ...member.headers, 'idempotency-key': crypto.randomUUID() },
    });
    expect(bought.statusCode, bought.body).toBe(201);

    const benefit = await createBenefit(db());
    await db()
      .insert(benefitRequests)
      .values({
        benefitId: benefit.id,
        userId: id,
        message: `Bitte an ${firstName} ${lastName}, Lindenweg 3, 12345 Musterstadt`,
      });
    await db()
      .insert(contactMessages)
      .values({
        userId: id,
        name: `${firstName} ${lastName}`,
        email: oldEmail,
        phone: '+49 171 5550123',
        message: 'Eine Frage',
      });
    await db().insert(newsletterSubscriptions).values({ email: oldEmail, tokenHash: 'x' });
    await db()
      .insert(organisationCreationRequests)
      .values({
        userId: id,
        name: `Apotheke ${lastName}`,
        street: 'Lindenweg 3',
        zip: '12345',
        city: 'Musterstadt',
      });
    await db()
      .insert(auditLog)
      .values({
        action: 'user.update',
        entityType: 'user',
        entityId: String(id),
        before: { firstName, lastName, email: oldEmail, dateOfBirth: birthDate },
        after: { firstName, lastName: `${lastName}-Neu`, email: oldEmail, job: 'PTA' },
      });

    // Two devices, then a change of address (code to the new one, notice to the old one).
    await signIn(ctx, oldEmail);
    const { access } = await signIn(ctx, oldEmail);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/email-change',
      headers: { authorization: `Bearer ${access}` },
      payload: { newEmail, currentPassword: DEFAULT_TEST_PASSWORD },
    });
    expect(asked.statusCode).toBe(202);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/email-change/confirmation',
      headers: { authorization: `Bearer ${access}` },
      payload: { code: codeFromMail((await lastMailTo(ctx, newEmail)).text) },
    });
    expect(confirmed.statusCode).toBe(200);
    // The search does find the person before (so its silence afterwards means something).
    for (const needle of [oldEmail, newEmail, firstName, lastName, birthDate, 'Lindenweg', '5550123']) {
      const found = await findEverywhere(db(), needle);
      if (process.env.SHOW_HITS) console.log(needle, found);
      expect(found.length, needle).toBeGreaterThan(0);
    }

    // ── the deletion, and the job after the grace period ──────────────────────────────────────
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${access}` },
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const before = await balances();
    const memberBalance = await countOf(sql`SELECT balance::int AS n FROM accounts WHERE user_id = ${id}`);
    const completions = await countOf(sql`SELECT count(*)::int AS n FROM module_completions WHERE user_id = ${id}`);
    const attempts = await countOf(sql`SELECT count(*)::int AS n FROM attempts WHERE user_id = ${id}`);
    expect(memberBalance).toBeGreaterThan(0);
    expect(completions).toBe(2);

    expect(await eraseAt(ACCOUNT_DELETION_GRACE_MS - DAY_MS)).toMatchObject({ erased: 0 });
    expect(await eraseAt(ACCOUNT_DELETION_GRACE_MS + DAY_MS)).toMatchObject({ erased: 1 });

    // Nothing of the person anywhere; no consent or recommendation row of theirs left.
    expect(await db().select().from(memberConsents).where(eq(memberConsents.userId, id))).toEqual([]);
    expect(await db().select().from(teamRecommendations).where(eq(teamRecommendations.recommendedById, id))).toEqual(
      [],
    );
    for (const needle of [oldEmail, newEmail, firstName, lastName, birthDate, '14.03.1961', 'Lindenweg', '5550123']) {
      expect(await findEverywhere(db(), needle), needle).toEqual([]);
    }

    // The ledger is exact, its audit clean, no balance moved; the counts stay.
    expect(await balances()).toEqual(before);
    expect(await countOf(sql`SELECT balance::int AS n FROM accounts WHERE user_id = ${id}`)).toBe(memberBalance);
    const audit = await auditLedger(db());
    expect(audit.violations).toEqual([]);
    expect(audit.ok).toBe(true);
    expect(await countOf(sql`SELECT count(*)::int AS n FROM module_completions WHERE user_id = ${id}`)).toBe(
      completions,
    );
    expect(await countOf(sql`SELECT count(*)::int AS n FROM attempts WHERE user_id = ${id}`)).toBe(attempts);
    const [rating] = await db().select().from(moduleRatings).where(eq(moduleRatings.userId, id));
    expect(rating).toMatchObject({ stars: 5, comment: null });
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isActive: false, firstName: '', lastName: '', dateOfBirth: null, otpSecret: null });
    expect(row?.erasedAt).not.toBeNull();

    // The certificate stays verifiable, without a name.
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/verify/${certificate?.verificationCode}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, holderName: null, knowledgePoints: 20 });

    // A second run finds nothing; the CPD attendance stays until its retention ends, then goes.
    expect(await eraseAt(ACCOUNT_DELETION_GRACE_MS + 2 * DAY_MS)).toEqual({ erased: 0, attendances: 0 });
    const attendance = () =>
      db().select().from(certificateAccreditations).where(eq(certificateAccreditations.userId, id));
    expect(await attendance()).toHaveLength(1);
    expect((await eraseAt(3 * 366 * DAY_MS)).attendances).toBeGreaterThanOrEqual(1);
    expect(await attendance()).toHaveLength(0);
    const stillValid = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/verify/${certificate?.verificationCode}`,
    });
    expect(stillValid.json()).toMatchObject({ valid: true, holderName: null });
    expect((await auditLedger(db())).ok).toBe(true);
  });
});
