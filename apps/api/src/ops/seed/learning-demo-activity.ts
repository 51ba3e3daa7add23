import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { startAttempt, submitAttempt } from '../../modules/attempts';
import type { AuthUser } from '../../modules/users';
import { findAuthUser } from '../../modules/users';
import { correctAnswers } from './learning-factories';

/** Module types the demo user has completed: product, To Go, brand news, basic, special, sales. */
const COMPLETED_TYPES: ModuleType[] = [2, 7, 8, 0, 10, 3];

/**
 * Gives a demo user a learning history by playing modules through the real attempt and reward
 * services (never raw ledger rows): the newest passed module of each type above, each completed halfway
 * between its release and now, so the points history shows rewards and a REWNOPTS note.
 */
export async function seedDemoActivity(db: Executor, options: { now: Date; email: string }): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.email));
  const user = row ? await findAuthUser(db, row.id) : null;
  if (!user) return;

  for (const type of COMPLETED_TYPES) {
    const [module] = await db
      .select({ slug: modules.slug, visibleFrom: modules.visibleFrom, content: modules.content })
      .from(modules)
      .leftJoin(products, eq(products.id, modules.productId))
      .where(
        and(
          eq(modules.type, type),
          eq(modules.isVisible, true),
          eq(modules.isVerifiedOnly, false),
          lte(modules.visibleFrom, options.now),
          or(isNull(modules.productId), eq(products.isActive, true)),
        ),
      )
      .orderBy(desc(modules.visibleFrom))
      .limit(1);
    if (!module) continue;
    const completedAt = (module.visibleFrom.getTime() + options.now.getTime()) / 2;
    await passDemoModule(db, user, module, new Date(completedAt));
  }
}

/**
 * Passes a module for a demo user through the real attempt services (start, five minutes of
 * learning, the right answers), so rewards, knowledge points and certificates come from there.
 */
export async function passDemoModule(
  db: Executor,
  user: AuthUser,
  module: { slug: string; content: unknown },
  at: Date,
): Promise<void> {
  const clock = fixedClock(at);
  const deps = { db, clock, config: { ATTEMPT_MIN_SECONDS: 0 } };
  const content = moduleContentSchema.parse(module.content);
  const attempt = await startAttempt(deps, user, module.slug);
  clock.advance(5 * 60 * 1000);
  await submitAttempt(deps, user, attempt.id, { answers: correctAnswers(content) });
}
