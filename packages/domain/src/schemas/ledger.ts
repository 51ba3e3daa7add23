import { z } from 'zod';
import { TRANSACTION_TYPES } from '../constants/ledger';
import { isoDateSchema, paginationQuerySchema, textSchema } from './common';
import { moduleTypeSchema } from './learning-modules';

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

export const PARTNER_TYPES = ['user', 'manufacturer', 'system'] as const;

/** One row of the user's points history (spec §3). */
export const transactionSchema = z.object({
  uuid: textSchema(),
  value: z.number().int(),
  valueDate: textSchema().nullable(),
  transactionType: transactionTypeSchema,
  module: z.object({ slug: textSchema(), name: textSchema(), type: moduleTypeSchema }).nullable(),
  canceledAt: textSchema().nullable(),
  cancelable: z.boolean(),
  comments: textSchema().nullable(),
  /** The points went to this user (otherwise they left the account). */
  isIncome: z.boolean(),
  partner: z
    .object({ name: textSchema(), type: z.enum(PARTNER_TYPES), shortDescription: textSchema().optional() })
    .optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** `GET /v1/me/transactions`: the summary of spec §3 with the paginated rows, newest first. */
export const transactionSummarySchema = z.object({
  /** All points ever credited to the user. */
  creditsReceived: z.number().int(),
  /** Credits minus debits, recomputed from the ledger rows. */
  creditsSaldo: z.number().int(),
  /** The account's balance (the premium score). */
  balance: z.number().int(),
  count: z.number().int(),
  next: textSchema().nullable(),
  previous: textSchema().nullable(),
  results: z.array(transactionSchema),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

export const ledgerViolationSchema = z.object({
  code: textSchema(),
  message: textSchema(),
  accountId: z.number().int().optional(),
  transferUuid: textSchema().optional(),
});

/** `GET /v1/admin/ledger/audit`: every ledger invariant recomputed from the rows (DESIGN §5). */
export const ledgerAuditSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  sumOfBalances: z.number().int(),
  violations: z.array(ledgerViolationSchema),
});
export type LedgerAudit = z.infer<typeof ledgerAuditSchema>;

/** A ledger row as staff see it. */
export const transferSchema = z.object({
  uuid: textSchema(),
  debitAccountId: z.number().int(),
  creditAccountId: z.number().int(),
  value: z.number().int(),
  type: transactionTypeSchema,
  moduleId: z.number().int().nullable(),
  valueDate: textSchema(),
  comments: textSchema().nullable(),
  canceledAt: textSchema().nullable(),
  cancels: textSchema().nullable(),
});
export type TransferView = z.infer<typeof transferSchema>;

/** Staff buy contacts for a module: now (DEPOSIT) or on a later date (SCHEDDEP). */
export const depositBodySchema = z.object({
  module: textSchema().trim().min(1).max(200),
  value: z.number().int().positive().max(10_000_000),
  /** A future time schedules the deposit; omitted or past means now. */
  valueDate: z.iso.datetime({ offset: true }).optional(),
  comments: textSchema().trim().max(500).optional(),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const depositResultSchema = z.object({
  transfer: transferSchema.nullable(),
  scheduled: z.object({ id: z.number().int(), value: z.number().int(), dueAt: textSchema() }).nullable(),
});

export const cancellationBodySchema = z.object({ comments: textSchema().trim().max(500).optional() });
export const transferUuidParamSchema = z.object({ uuid: z.uuid({ message: 'Unbekannte Buchung.' }) });

/**
 * A module's budget as manufacturers and staff see it (spec §3 "Manufacturer module", §4): total
 * and remaining contacts are null for the unlimited types 0, 1 and 10.
 */
export const moduleBudgetSchema = z.object({
  module: z.object({ uuid: textSchema(), slug: textSchema(), name: textSchema(), type: moduleTypeSchema }),
  isExhausted: z.boolean(),
  premiumValue: z.number().int(),
  /** Points on the module's account. */
  balance: z.number().int(),
  /** Points deposited so far (DEPOSIT and SCHEDDEP, net of cancellations); null when unlimited. */
  total: z.number().int().nullable(),
  /** Points paid to users (GAMEREWARD and REWREPEAT, net of cancellations). */
  rewardsGiven: z.number().int(),
  remainingContacts: z.number().int().nullable(),
  contactsReached: z.number().int().nullable(),
  nextScheduledDeposit: z.object({ value: z.number().int(), valueDate: textSchema() }).nullable(),
});
export type ModuleBudget = z.infer<typeof moduleBudgetSchema>;

/** `GET /v1/me/transactions` query: pagination plus optional type and value-date period (inclusive days). */
export const transactionsQuerySchema = paginationQuerySchema.extend({
  type: transactionTypeSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
