import type { SubmissionBody, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { transfers } from './ledger';
import { modules } from './modules';
import { users } from './users';

/** A user's run through a module; graded once, its result answered again on resubmission. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The module's content version when the attempt started; it is graded against that version. */
    contentVersion: integer('content_version'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    passed: boolean('passed'),
    result: jsonb('result').$type<SubmissionResult>(),
    /** The submitted answers, for the answer distribution of the business reports. */
    answers: jsonb('answers').$type<SubmissionBody['answers']>(),
  },
  (t) => [
    index('attempts_user_module_idx').on(t.userId, t.moduleId),
    index('attempts_module_idx').on(t.moduleId),
    /** The dashboard's activity and passes per day (index-only scans over a day's attempts). */
    index('attempts_started_at_idx').on(t.startedAt, t.userId),
    index('attempts_passed_at_idx').on(t.submittedAt).where(sql`${t.passed}`),
    /** At most one open attempt per user and module: starting again resumes it. */
    uniqueIndex('attempts_one_open_idx').on(t.userId, t.moduleId).where(sql`${t.submittedAt} IS NULL`),
  ],
);

/** A user's passes of a module: the first one adds the knowledge points (DESIGN §5). */
export const moduleCompletions = pgTable(
  'module_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    firstPassedAt: timestamp('first_passed_at', { withTimezone: true }).notNull(),
    lastPassedAt: timestamp('last_passed_at', { withTimezone: true }).notNull(),
    passes: integer('passes').notNull().default(1),
    /** The last paid reward (GAMEREWARD or REWREPEAT), for the creditable rule. */
    lastRewardedAt: timestamp('last_rewarded_at', { withTimezone: true }),
    rewardCount: integer('reward_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('module_completions_module_idx').on(t.moduleId),
    index('module_completions_first_passed_idx').on(t.firstPassedAt),
  ],
);

/**
 * Paid completion rewards. The unique key (user, module, reward period) makes a double reward
 * impossible however requests race (DESIGN §5); the period is the reward's sequence number.
 */
export const moduleRewards = pgTable(
  'module_rewards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    rewardPeriod: integer('reward_period').notNull(),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    /** Set in the same transaction, right after the reward is claimed and paid. */
    transferId: uuid('transfer_id').references(() => transfers.uuid),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('module_rewards_user_module_period_idx').on(t.userId, t.moduleId, t.rewardPeriod),
    index('module_rewards_module_idx').on(t.moduleId),
  ],
);
