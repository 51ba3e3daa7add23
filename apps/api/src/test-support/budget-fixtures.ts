import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import { sql } from 'drizzle-orm';
import type { BudgetWarningDeps } from '../modules/business';
import { runReportJob } from '../modules/business-reports';
import { correctAnswers, createModule } from '../ops/seed/learning-factories';
import { playThrough } from './business-fixtures';
import type { BusinessWorld } from './business-world';
import type { TestContext } from './test-app';

/**
 * A module of manufacturer A (type 3, 4 points a contact) bought for 11 contacts, of which the
 * world's eight members spend eight today: 3 contacts left at 8 per 28 days, 10 days.
 */
export async function createRunningLowModule(ctx: TestContext, world: BusinessWorld, quiz: ModuleContent) {
  const module = await createModule(ctx.database.db, {
    manufacturerId: world.mA.id,
    productId: world.pA.id,
    type: 3,
    budget: 44,
    content: quiz,
  });
  for (const v of [...world.berliners, ...world.munichers]) {
    await playThrough(ctx, v.user, module.slug, correctAnswers(quiz));
  }
  await runReportJob(ctx.database.db, ctx.app.deps.clock);
  return module;
}

/** What the budget-warnings job receives, from the test app. */
export function budgetWarningDeps(ctx: TestContext): BudgetWarningDeps {
  const { db, clock, mailer, config } = ctx.app.deps;
  return { db, clock, mailer, log: ctx.app.log, product: config.PRODUCT_NAME, publicUrl: config.publicUrl };
}

/** The warning mails in the outbox: recipient and text. */
export async function budgetWarningMails(ctx: TestContext) {
  const result = (await ctx.database.db.execute(
    sql`SELECT "to", subject, text FROM mail_outbox WHERE subject LIKE 'Das Budget von%' ORDER BY id`,
  )) as unknown as { rows: { to: string; subject: string; text: string }[] };
  return result.rows;
}
