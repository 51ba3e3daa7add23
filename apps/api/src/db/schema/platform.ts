import { sql } from 'drizzle-orm';
import {
  check,
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
import { modules } from './modules';
import { certificates } from './premium';
import { users } from './users';

/**
 * A data-sharing set (Datenweitergabe): which partner receives which fields of consenting members,
 * for what purpose. The consent text is versioned in `third_party_consent_texts`.
 */
export const thirdPartyDataSets = pgTable('third_party_data_sets', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  partner: text('partner').notNull(),
  title: text('title').notNull(),
  purpose: text('purpose').notNull(),
  fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every consent text a set ever had; a change of text is a new version, old ones stay. */
export const thirdPartyConsentTexts = pgTable(
  'third_party_consent_texts',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => thirdPartyDataSets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('third_party_consent_texts_set_version_idx').on(t.setId, t.version)],
);

/** The set a module asks consent for in the player (one per module). */
export const moduleThirdPartyData = pgTable(
  'module_third_party_data',
  {
    moduleId: integer('module_id')
      .primaryKey()
      .references(() => modules.id, { onDelete: 'cascade' }),
    setId: integer('set_id')
      .notNull()
      .references(() => thirdPartyDataSets.id, { onDelete: 'cascade' }),
  },
  (t) => [index('module_third_party_data_set_idx').on(t.setId)],
);

/** A member's consent to a set, with the text version agreed to; withdrawal keeps the row. */
export const thirdPartyConsents = pgTable(
  'third_party_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: integer('set_id')
      .notNull()
      .references(() => thirdPartyDataSets.id, { onDelete: 'cascade' }),
    textId: integer('text_id')
      .notNull()
      .references(() => thirdPartyConsentTexts.id),
    moduleId: integer('module_id').references(() => modules.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('third_party_consents_active_idx').on(t.userId, t.setId).where(sql`${t.withdrawnAt} IS NULL`),
    index('third_party_consents_set_idx').on(t.setId),
  ],
);

/** Each CSV export staff made of a set: who, when, how many rows. */
export const thirdPartyExports = pgTable(
  'third_party_exports',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => thirdPartyDataSets.id, { onDelete: 'cascade' }),
    exportedById: integer('exported_by_id').references(() => users.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('third_party_exports_set_idx').on(t.setId, t.createdAt)],
);

/** A pair of accounts staff looked at and decided are different people (lower id first). */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    userAId: integer('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: integer('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedById: integer('dismissed_by_id').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userAId, t.userBId] }),
    check('duplicate_dismissals_order_check', sql`${t.userAId} < ${t.userBId}`),
  ],
);

/** A module's accreditation by an Apothekerkammer (Fortbildungspunkte), valid in a window. */
export const moduleAccreditations = pgTable(
  'module_accreditations',
  {
    moduleId: integer('module_id')
      .primaryKey()
      .references(() => modules.id, { onDelete: 'cascade' }),
    chamber: text('chamber').notNull(),
    eventNumber: text('event_number').notNull(),
    points: integer('points').notNull(),
    category: text('category').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('module_accreditations_points_check', sql`${t.points} > 0`),
    check('module_accreditations_window_check', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);

/**
 * The accreditation a certificate of attendance states: a snapshot taken when the certificate was
 * issued, so later changes to the module's accreditation do not rewrite issued certificates.
 */
export const certificateAccreditations = pgTable(
  'certificate_accreditations',
  {
    certificateUuid: uuid('certificate_uuid')
      .primaryKey()
      .references(() => certificates.uuid, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chamber: text('chamber').notNull(),
    eventNumber: text('event_number').notNull(),
    points: integer('points').notNull(),
    category: text('category').notNull(),
    attendedAt: timestamp('attended_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('certificate_accreditations_user_idx').on(t.userId, t.attendedAt)],
);
