import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { modules } from './modules';
import { users } from './users';

/**
 * Double-entry accounts (DESIGN §5). The owner is a user, a module or a named system account;
 * the CHECK keeps every account without allow_negative at or above zero.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id),
    moduleId: integer('module_id')
      .unique()
      .references(() => modules.id),
    systemName: text('system_name').unique(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_balance_check', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    check(
      'accounts_owner_check',
      sql`(${t.kind} = 'user' AND ${t.userId} IS NOT NULL AND ${t.moduleId} IS NULL AND ${t.systemName} IS NULL)
       OR (${t.kind} = 'module' AND ${t.moduleId} IS NOT NULL AND ${t.userId} IS NULL AND ${t.systemName} IS NULL)
       OR (${t.kind} = 'system' AND ${t.systemName} IS NOT NULL AND ${t.userId} IS NULL AND ${t.moduleId} IS NULL)`,
    ),
  ],
);

/** One movement of points between two accounts; never deleted, cancelled by its reverse. */
export const transfers = pgTable(
  'transfers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => accounts.id),
    value: integer('value').notNull(),
    type: text('type').$type<TransactionType>().notNull(),
    moduleId: integer('module_id').references(() => modules.id),
    valueDate: timestamp('value_date', { withTimezone: true }).notNull(),
    comments: text('comments'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The transfer this one reverses. */
    cancels: uuid('cancels').references((): AnyPgColumn => transfers.uuid),
    idempotencyKey: text('idempotency_key').unique(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transfers_value_check', sql`${t.value} >= 0`),
    check('transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('transfers_debit_idx').on(t.debitAccountId, t.valueDate.desc()),
    index('transfers_credit_idx').on(t.creditAccountId, t.valueDate.desc()),
    index('transfers_module_type_idx').on(t.moduleId, t.type),
    index('transfers_value_date_idx').on(t.valueDate),
    uniqueIndex('transfers_cancels_idx').on(t.cancels).where(sql`${t.cancels} IS NOT NULL`),
  ],
);

/**
 * Running totals per module account and transfer type, kept by every balance movement in the
 * transfer's own statement (transfers.repository insertTransferMovingBalances): the module budgets read what was
 * deposited and paid out here instead of summing the module's whole history. The ledger audit
 * recomputes them from the transfers.
 */
export const moduleFlowTotals = pgTable(
  'module_flow_totals',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').$type<TransactionType>().notNull(),
    debited: bigint('debited', { mode: 'number' }).notNull().default(0),
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);

/** Deposits bought for a later date (SCHEDDEP); executed once when due. */
export const scheduledDeposits = pgTable(
  'scheduled_deposits',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    comments: text('comments'),
    transferId: uuid('transfer_id').references(() => transfers.uuid),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('scheduled_deposits_value_check', sql`${t.value} > 0`),
    index('scheduled_deposits_due_idx').on(t.dueAt).where(sql`${t.transferId} IS NULL`),
    index('scheduled_deposits_module_idx').on(t.moduleId),
  ],
);
