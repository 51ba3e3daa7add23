import type { MemberConsentKind } from '@apopunkt/domain/constants/member-consents';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { modules } from './modules';
import { organisations } from './organisations';
import { users } from './users';

/**
 * The member's decisions on the consents of MEMBER_CONSENT_KINDS (issue 37 §3), one row per
 * decision: granted or refused, for which text version, when. A new decision ends the one before
 * (`ended_at`; a granted row ended so was withdrawn then), so the history stays and at most one
 * row per user and kind is current (`ended_at IS NULL`).
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MemberConsentKind>().notNull(),
    granted: boolean('granted').notNull(),
    textVersion: integer('text_version').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_consents_current_idx').on(t.userId, t.kind).where(sql`${t.endedAt} IS NULL`),
    check('member_consents_version_check', sql`${t.textVersion} > 0`),
  ],
);

/**
 * A module a pharmacy owner recommended to the team (issue 37 §4): one per pharmacy and module;
 * recommending it again renews the note, the owner and the time. No points move.
 */
export const teamRecommendations = pgTable(
  'team_recommendations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    recommendedById: integer('recommended_by_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('team_recommendations_module_idx').on(t.organisationId, t.moduleId),
    index('team_recommendations_owner_idx').on(t.recommendedById, t.recommendedAt),
  ],
);
