import { berlinDay } from '@apopunkt/domain/rules/dates';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizContent } from '../../ops/seed/learning-factories';
import { budgetWarningDeps, budgetWarningMails, createRunningLowModule } from '../../test-support/budget-fixtures';
import { type BusinessWorld, buildBusinessWorld, getAs } from '../../test-support/business-world';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { depositToModule } from '../ledger';
import { warnLowBudgets } from './budget-warnings.service';

let ctx: TestContext;
const quiz = quizContent();
let world: BusinessWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildBusinessWorld(ctx, quiz);
}, 120_000);
afterAll(() => ctx.close());

const inDays = (days: number) => format(addDays(new Date(`${berlinDay(new Date())}T12:00:00`), days), 'yyyy-MM-dd');
type Row = { module: { slug: string }; forecast: unknown };

describe('budget forecast on the product page', () => {
  it('gives the contacts per day of the last 28 days and the day the budget runs out', async () => {
    const body = (await getAs(ctx, `/v1/business/products/${world.pA.slug}`, world.roles.custA)).json();
    const a = body.manufacturerModules.find((m: Row) => m.module.slug === world.modA.slug);
    // 8 paid contacts today, 92 left: 8/28 a day lasts 322 days.
    expect(a.forecast).toEqual({ contactsPerDay: 0.3, daysLeft: 322, runsOutOn: inDays(322), isLow: false });
    const unlimited = body.manufacturerModules.find((m: Row) => m.module.slug === world.modA2.slug);
    expect(unlimited.forecast).toBeNull();
  });
});

describe('budget warnings', () => {
  it('mails nobody while every budget lasts', async () => {
    expect(await warnLowBudgets(budgetWarningDeps(ctx))).toBe(0);
    expect(await budgetWarningMails(ctx)).toEqual([]);
  });

  it("mails the manufacturer's managers once per module and deposit", async () => {
    const secondManager = await createViewer(ctx, {
      job: 'CUS',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: world.mA.id }],
    });
    const module = await createRunningLowModule(ctx, world, quiz);
    const page = (await getAs(ctx, `/v1/business/products/${world.pA.slug}`, world.roles.custA)).json();
    expect(page.manufacturerModules.find((m: Row) => m.module.slug === module.slug).forecast).toEqual({
      contactsPerDay: 0.3,
      daysLeft: 10,
      runsOutOn: inDays(10),
      isLow: true,
    });

    expect(await warnLowBudgets(budgetWarningDeps(ctx))).toBe(1);
    const mails = await budgetWarningMails(ctx);
    // The managers of manufacturer A only: not B's, not the field service, not staff.
    expect(mails.map((m) => m.to).sort()).toEqual([world.roles.custA.user.email, secondManager.user.email].sort());
    expect(mails[0]?.subject).toBe(`Das Budget von „${module.name}“ wird knapp`);
    expect(mails[0]?.text).toContain('noch 12 von 44 Punkten übrig (27 %)');
    expect(mails[0]?.text).toContain(`/business/products/${world.pA.slug}`);

    expect(await warnLowBudgets(budgetWarningDeps(ctx))).toBe(0);
    expect(await budgetWarningMails(ctx)).toHaveLength(2);

    // A new deposit that leaves it low warns once more.
    await depositToModule(ctx.database.db, { module: { id: module.id, type: 3 }, value: 2, valueDate: new Date() });
    expect(await warnLowBudgets(budgetWarningDeps(ctx))).toBe(1);
    expect(await warnLowBudgets(budgetWarningDeps(ctx))).toBe(0);
    expect(await budgetWarningMails(ctx)).toHaveLength(4);
  });
});
