import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
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
 * Competitions (Gewinnspiele, spec §3). Type 1 module completion, 2 verification, 3 no win
 * condition. `slug` names a competition in the address (the premium members' one is 'premium').
 */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    competitionType: smallint('competition_type').notNull(),
    description: text('description').notNull().default(''),
    termsOfService: text('terms_of_service').notNull().default(''),
    privacyPolicy: text('privacy_policy').notNull().default(''),
    bannerImage: text('banner_image'),
    thumbnailImage: text('thumbnail_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSpecial: boolean('is_special').notNull().default(false),
    isOnlyForVerifiedUsers: boolean('is_only_for_verified_users').notNull().default(false),
    isOnlyForPremiumUsers: boolean('is_only_for_premium_users').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('competitions_type_check', sql`${t.competitionType} IN (1, 2, 3)`),
    check('competitions_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    index('competitions_period_idx').on(t.endsAt, t.startsAt),
  ],
);

/** The modules a type-1 competition counts. */
export const competitionModules = pgTable(
  'competition_modules',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.moduleId] }),
    index('competition_modules_module_idx').on(t.moduleId),
  ],
);

/** A member's participation: at most one per competition and user (the primary key decides). */
export const participations = pgTable(
  'participations',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hasAcceptedTos: boolean('has_accepted_tos').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.userId] }),
    index('participations_user_idx').on(t.userId),
    check('participations_tos_check', sql`${t.hasAcceptedTos}`),
  ],
);

/** A winner draw: one per competition (primary key), with the seed that reproduces it. */
export const competitionDraws = pgTable('competition_draws', {
  competitionId: integer('competition_id')
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  winnerCount: integer('winner_count').notNull(),
  eligibleCount: integer('eligible_count').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  drawnById: integer('drawn_by_id').references(() => users.id, { onDelete: 'set null' }),
});

export const competitionWinners = pgTable(
  'competition_winners',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitionDraws.competitionId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.userId] })],
);

/** Weekly challenges (spec §3 Quest): a module offered for a period with a BQUEST bonus. */
export const quests = pgTable(
  'quests',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    coverImage: text('cover_image'),
    coverImageMobile: text('cover_image_mobile'),
    bonus: integer('bonus').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quests_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('quests_bonus_check', sql`${t.bonus} >= 0`),
    index('quests_period_idx').on(t.endsAt, t.startsAt),
    index('quests_module_idx').on(t.moduleId),
  ],
);

/** A member's completed quest: at most one per quest and user, with the BQUEST transfer. */
export const questCompletions = pgTable(
  'quest_completions',
  {
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bonus: integer('bonus').notNull(),
    transferId: uuid('transfer_id').references(() => transfers.uuid),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questId, t.userId] }), index('quest_completions_user_idx').on(t.userId)],
);

/** Home popups (spec §3 Popup). */
export const popups = pgTable(
  'popups',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    image: text('image'),
    imageMobile: text('image_mobile'),
    link: text('link').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    linkAndDescriptionOnDesktop: boolean('link_and_description_on_desktop').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts staff's changes of what members see (issue 36): a member who closed an older one sees it again. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('popups_period_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Views (type 0) and clicks (type 1) of popups, with the member's workplace at that time. */
export const popupEvents = pgTable(
  'popup_events',
  {
    id: serial('id').primaryKey(),
    popupUuid: uuid('popup_uuid')
      .notNull()
      .references(() => popups.uuid, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('popup_events_type_check', sql`${t.type} IN (0, 1)`),
    index('popup_events_popup_idx').on(t.popupUuid, t.type),
  ],
);

/**
 * The popup version each member closed (issue 36): the popup stays hidden from them on every device
 * and after every sign-in, until staff change it (a higher popups.version).
 */
export const popupClosures = pgTable(
  'popup_closures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    popupUuid: uuid('popup_uuid')
      .notNull()
      .references(() => popups.uuid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.popupUuid] })],
);
