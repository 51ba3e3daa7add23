import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Job } from '@apopunkt/domain/constants/jobs';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import type { Salutation } from '@apopunkt/domain/constants/salutations';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { manufacturers } from './manufacturers';
import { germanSortKey, sortKey } from './search';

/**
 * What the staff user search matches by name: the words of first and last name. The GIN index is
 * built on exactly this expression, so queries must use this function too.
 */
export function userNameSearchDocument(t: { firstName: AnyColumn; lastName: AnyColumn }): SQL {
  return sql`to_tsvector('simple'::regconfig, ${t.firstName} || ' ' || ${t.lastName})`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<Salutation>().notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    job: text('job').$type<Job>(),
    acceptedTosAt: timestamp('accepted_tos_at', { withTimezone: true }),
    hasAcceptedNewsletter: boolean('has_accepted_newsletter').notNull().default(false),
    verificationLetterRequestedAt: timestamp('verification_letter_requested_at', { withTimezone: true }),
    isVerificationLetterTriggered: boolean('is_verification_letter_triggered').notNull().default(false),
    otpSecret: text('otp_secret'),
    otpPendingSecret: text('otp_pending_secret'),
    otpLastStep: integer('otp_last_step'),
    is2faEnabled: boolean('is_2fa_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    knowledgeScore: integer('knowledge_score').notNull().default(0),
    premiumScore: integer('premium_score').notNull().default(0),
    referrerCode: text('referrer_code').notNull().unique(),
    referredById: integer('referred_by_id'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * Set when a verified employee changes the own job: prescription-only content stays closed
     * until staff confirm the new job (issue 8 §3); null when nothing waits.
     */
    jobConfirmationPendingSince: timestamp('job_confirmation_pending_since', { withTimezone: true }),
    /**
     * When the member asked to delete the account (DELETE /v1/me, issue 37 §2): the erasure job
     * erases it once the grace period has passed; signing in before that clears it. Null otherwise.
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** When the erasure job removed the personal data; the row stays pseudonymous for the ledger and statistics. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last name, then first name, in German reading order (staff user lists). */
    nameSort: sortKey('name_sort').notNull().generatedAlwaysAs(germanSortKey(sql`last_name || ' ' || first_name`)),
    /**
     * The duplicate review's keys (rules/duplicates): the e-mail as `normaliseEmail` has it (lower
     * case, `+tag` and dots of the local part removed) and the name trimmed in lower case.
     */
    duplicateEmailKey: text('duplicate_email_key')
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(split_part(split_part(lower(email), '@', 1), '+', 1), '\\.', '', 'g') || '@' || split_part(lower(email), '@', 2)`,
      ),
    duplicateNameKey: text('duplicate_name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(trim(first_name)) || ' ' || lower(trim(last_name))`),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_name_sort_idx').on(t.nameSort, t.id),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_search_idx').using('gin', userNameSearchDocument(t)),
    index('users_last_name_idx').on(t.lastName),
    index('users_referred_by_idx').on(t.referredById),
    index('users_created_at_idx').on(t.createdAt),
    /** The erasure job's due accounts. */
    index('users_deletion_due_idx').on(t.deletionRequestedAt).where(sql`${t.deletionRequestedAt} IS NOT NULL`),
    index('users_duplicate_email_idx').on(t.duplicateEmailKey, t.id).where(sql`${t.isActive} AND NOT ${t.isStaff}`),
    index('users_duplicate_name_idx')
      .on(t.duplicateNameKey, t.dateOfBirth, t.id)
      .where(sql`${t.isActive} AND NOT ${t.isStaff}`),
  ],
);

/** Per-user grants (granted=true) and revocations (granted=false) on top of the job group. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<Permission>().notNull(),
    granted: boolean('granted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** A customer's subscription to a business feature, linked to a manufacturer (DESIGN §4). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<SubscriptionType>().notNull(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_user_type_idx').on(t.userId, t.type)],
);
