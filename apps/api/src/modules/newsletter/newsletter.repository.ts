import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/contact';
import { users } from '../../db/schema/users';

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function findSubscriptionByEmail(db: Executor, email: string): Promise<NewsletterSubscriptionRow | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ?? null;
}

export async function findSubscriptionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<NewsletterSubscriptionRow | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.tokenHash, tokenHash));
  return row ?? null;
}

/** Stores a new confirmation token for an unconfirmed address (creating the row if needed). */
export async function saveConfirmationToken(db: Executor, email: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email, tokenHash, tokenSentAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { tokenHash, tokenSentAt: now },
      setWhere: sql`${newsletterSubscriptions.confirmedAt} is null`,
    });
}

export async function markSubscriptionConfirmed(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(newsletterSubscriptions).set({ confirmedAt: now }).where(eq(newsletterSubscriptions.id, id));
}

export async function deleteSubscriptionByEmail(db: Executor, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

export async function setUserNewsletterById(db: Executor, userId: number, accepted: boolean, now: Date): Promise<void> {
  await db.update(users).set({ hasAcceptedNewsletter: accepted, updatedAt: now }).where(eq(users.id, userId));
}

/** Marks the account with this address (if any) as subscribed; uses the lower(email) index. */
export async function subscribeUserByEmail(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ hasAcceptedNewsletter: true, updatedAt: now })
    .where(sql`lower(${users.email}) = ${email}`);
}
