import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { transfers } from './ledger';
import { modules } from './modules';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Submitted attempts waiting for the report job. A trigger on `attempts` (hand-written in the
 * migration) adds a row when an attempt is submitted; the job deletes the rows it folds into the
 * report tables in the same transaction, so every attempt is counted exactly once.
 */
export const reportQueue = pgTable('report_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  attemptId: uuid('attempt_id').notNull(),
});

/** The report job's one state row: when it last finished and how long it took. */
export const reportState = pgTable('report_state', {
  id: smallint('id').primaryKey(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  lastCalcMs: integer('last_calc_ms').notNull().default(0),
  processed: bigint('processed', { mode: 'number' }).notNull().default(0),
});

/** Per module and user: reached (any submitted attempt), completed, paid (cost quota). */
export const reportModuleUsers = pgTable(
  'report_module_users',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workplace when the user first reached the module. */
    organisationId: integer('organisation_id'),
    attempts: integer('attempts').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    costQuota: boolean('cost_quota').notNull().default(false),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The job when the user first reached the module (`OHNE` without one), as report_module_jobs counts it. */
    job: text('job').notNull().default('OHNE'),
    /** The workplace's two-digit postcode region then (null without a valid postcode), as report_module_zips. */
    zip2: text('zip2'),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.userId] }),
    index('report_module_users_user_idx').on(t.userId),
    index('report_module_users_org_idx').on(t.organisationId, t.moduleId),
    /**
     * A dashboard period's people: first reached, and completed, in it (business-period.repository).
     * They carry what the period's counts read (organisation, job, postcode region; organisation,
     * cost quota), so the counts are index-only scans of the period's rows, joining neither users
     * nor organisations.
     */
    index('report_module_users_first_idx').on(t.moduleId, t.firstAt, t.organisationId, t.job, t.zip2),
    index('report_module_users_completed_idx').on(t.moduleId, t.completedAt, t.organisationId, t.costQuota),
  ],
);

/** Per module and pharmacy: how many of its people reached and completed the module. */
export const reportModulePharmacies = pgTable(
  'report_module_pharmacies',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').notNull(),
    users: integer('users').notNull().default(0),
    completedUsers: integer('completed_users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.organisationId] })],
);

/** The module's totals (manufacturer statistics and usage statistics). */
export const reportModules = pgTable('report_modules', {
  moduleId: integer('module_id')
    .primaryKey()
    .references(() => modules.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  attemptsCompleted: integer('attempts_completed').notNull().default(0),
  attemptsCostQuota: integer('attempts_cost_quota').notNull().default(0),
  users: integer('users').notNull().default(0),
  usersCompleted: integer('users_completed').notNull().default(0),
  usersCostQuota: integer('users_cost_quota').notNull().default(0),
  pharmacies: integer('pharmacies').notNull().default(0),
  pharmaciesCompleted: integer('pharmacies_completed').notNull().default(0),
  rewardsGiven: bigint('rewards_given', { mode: 'number' }).notNull().default(0),
  certificates: integer('certificates').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The module's figures per day (Europe/Berlin calendar day of the submission). */
export const reportModuleDays = pgTable(
  'report_module_days',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    newUsers: integer('new_users').notNull().default(0),
    costQuota: integer('cost_quota').notNull().default(0),
    rewards: bigint('rewards', { mode: 'number' }).notNull().default(0),
    certificates: integer('certificates').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.day] }),
    /**
     * A module's days in order with every figure, index-only: the dashboards' day series
     * (listModuleDays), the product page's rewards (listRewardDays) and its forecast's contacts.
     * A module's days are spread over the pages of all modules' days, so reading them from the
     * table cost some 600 heap pages for a module's 1,100 days.
     */
    index('report_module_days_figures_idx').on(
      t.moduleId,
      t.day,
      t.attempts,
      t.completed,
      t.newUsers,
      t.costQuota,
      t.rewards,
      t.certificates,
    ),
  ],
);

/** Reached users and pharmacies per two-digit postcode region. */
export const reportModuleZips = pgTable(
  'report_module_zips',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    zip2: text('zip2').notNull(),
    users: integer('users').notNull().default(0),
    pharmacies: integer('pharmacies').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.zip2] })],
);

/** Reached users per job. */
export const reportModuleJobs = pgTable(
  'report_module_jobs',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    job: text('job').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.job] })],
);

/** Per question: how often it was answered, correctly, first and last time. */
export const reportModuleQuestions = pgTable(
  'report_module_questions',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answersTotal: integer('answers_total').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.questionId] })],
);

/** Per question and option: how often it was chosen. */
export const reportModuleAnswers = pgTable(
  'report_module_answers',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    optionId: text('option_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.questionId, t.optionId] })],
);

/** A member's rating of a module they passed (feature 13); one per user and module, changeable. */
export const moduleRatings = pgTable(
  'module_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('module_ratings_module_idx').on(t.moduleId, t.updatedAt.desc()),
    check('module_ratings_stars_check', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/** Pharmacies staff assigned to a field-service employee (CFR). */
export const fieldServicePharmacies = pgTable(
  'field_service_pharmacies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organisationId] }),
    index('field_service_pharmacies_org_idx').on(t.organisationId),
  ],
);

/**
 * The warning mailed to a manufacturer's managers when a module's budget runs low (issue 37 §5):
 * one row per module and deposit (the module's newest live deposit when the budget ran low),
 * claimed in the transaction that decides to mail, so the mail goes out once however many
 * instances check at the same time.
 */
export const budgetWarnings = pgTable(
  'budget_warnings',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    depositUuid: uuid('deposit_uuid')
      .notNull()
      .references(() => transfers.uuid),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    daysLeft: integer('days_left'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.depositUuid] })],
);
