import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { modules } from './modules';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Letters with a one-time code to a workplace's postal address (DESIGN §4). A row is made when
 * the user asks (status pending); the code is made when staff print the batch and only its HMAC
 * is stored, so the code exists on paper only (docs/decisions.md). Status: pending → printed →
 * used, or superseded by a newer request, a workplace change or another verification.
 */
export const verificationLetters = pgTable(
  'verification_letters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workplace the letter is addressed to; the code verifies this employment only. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    status: text('status').notNull().default('pending'),
    codeHash: text('code_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    printedById: integer('printed_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('verification_letters_status_check', sql`${t.status} IN ('pending', 'printed', 'used', 'superseded')`),
    check(
      'verification_letters_code_check',
      sql`${t.status} IN ('pending', 'superseded') OR ${t.codeHash} IS NOT NULL`,
    ),
    index('verification_letters_status_idx').on(t.status, t.requestedAt),
    index('verification_letters_user_idx').on(t.userId, t.status),
  ],
);

/**
 * Certificates for passed modules with `hasCertificate`: one per user and module, with a short
 * public code for verification and a snapshot of what the certificate states.
 */
export const certificates = pgTable(
  'certificates',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').references(() => modules.id, { onDelete: 'set null' }),
    moduleName: text('module_name').notNull(),
    knowledgePoints: integer('knowledge_points').notNull(),
    verificationCode: text('verification_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('certificates_user_module_idx').on(t.userId, t.moduleId),
    uniqueIndex('certificates_code_idx').on(t.verificationCode),
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt.desc()),
    index('certificates_module_idx').on(t.moduleId).where(sql`${t.moduleId} IS NOT NULL`),
    check('certificates_knowledge_points_check', sql`${t.knowledgePoints} >= 0`),
  ],
);
