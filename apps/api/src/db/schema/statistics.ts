import { date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The staff dashboard's figures of one closed calendar day (Europe/Berlin), written once at the
 * first dashboard load after the day ended: the chart reads 29 stored rows and counts only today
 * live, instead of aggregating 30 days of attempts and transfers on every load.
 */
export const dashboardDays = pgTable('dashboard_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  registrations: integer('registrations').notNull(),
  completions: integer('completions').notNull(),
  activeMembers: integer('active_members').notNull(),
  knowledgeIssued: integer('knowledge_issued').notNull(),
  premiumIssued: integer('premium_issued').notNull(),
  premiumSpent: integer('premium_spent').notNull(),
  vouchersSold: integer('vouchers_sold').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last calendar day (Europe/Berlin) a user signed in, refreshed a session or started a
 * module, kept by triggers on refresh_tokens and attempts: "active in the last N days" is an
 * index range count instead of a distinct over every attempt of those days.
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastActiveOn: date('last_active_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('member_activity_last_active_idx').on(t.lastActiveOn)],
);
