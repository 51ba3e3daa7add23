import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import type { ScormPackage } from '@apopunkt/domain/schemas/scorm';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { manufacturers } from './manufacturers';
import { products } from './products';
import { germanSearchDocument, germanSortKey, sortKey, tsvector } from './search';

/** Learning modules (spec §3); the content document is the typed JSON of DESIGN §6. */
export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    longName: text('long_name').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    type: smallint('type').$type<ModuleType>().notNull(),
    productId: integer('product_id').references(() => products.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    isVisible: boolean('is_visible').notNull().default(true),
    isVerifiedOnly: boolean('is_verified_only').notNull().default(false),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull().defaultNow(),
    visibleTo: timestamp('visible_to', { withTimezone: true }),
    knowledgeValue: integer('knowledge_value').notNull().default(0),
    /** Premium points per completion; null means the cost per contact of the type (DESIGN §5). */
    premiumValue: integer('premium_value'),
    /** The module pays again after this many days; null means once ever. */
    repeatPeriodDays: integer('repeat_period_days'),
    /** Minimum plausible attempt duration; null derives it from the content. */
    minSeconds: integer('min_seconds'),
    thumbnail: text('thumbnail'),
    coverImage: text('cover_image'),
    footNote: text('foot_note'),
    legalInfo: text('legal_info'),
    sourcesPdf: text('sources_pdf'),
    contentUrl: text('content_url'),
    surveyUrl: text('survey_url'),
    thirdPartyModalData: jsonb('third_party_modal_data').$type<{ title: string; text: string; partner: string }>(),
    hasCertificate: boolean('has_certificate').notNull().default(false),
    content: jsonb('content').$type<ModuleContent>(),
    /** The current content version; every content change adds one (module_content_versions). */
    contentVersion: integer('content_version').notNull().default(1),
    /** An uploaded SCORM 1.2/2004 package played instead of pages (launch file inside the unpacked package). */
    scormPackage: jsonb('scorm_package').$type<ScormPackage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** German full-text search: name and long name (A stemmed, C as written), short description (B, D). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`${germanSearchDocument("name || ' ' || long_name", { german: 'A', simple: 'C' })} || ${germanSearchDocument('short_description', { german: 'B', simple: 'D' })}`,
      ),
    /** The name in German reading order (`order_by=name`). */
    nameSort: sortKey('name_sort').notNull().generatedAlwaysAs(germanSortKey(sql`name`)),
  },
  (t) => [
    check('modules_type_check', sql`${t.type} IN (0, 1, 2, 3, 7, 8, 9, 10)`),
    check('modules_premium_value_check', sql`${t.premiumValue} IS NULL OR ${t.premiumValue} >= 0`),
    check('modules_repeat_period_check', sql`${t.repeatPeriodDays} IS NULL OR ${t.repeatPeriodDays} > 0`),
    index('modules_type_visible_from_idx').on(t.type, t.visibleFrom.desc()),
    index('modules_visible_from_idx').on(t.visibleFrom.desc()),
    index('modules_product_idx').on(t.productId),
    index('modules_manufacturer_idx').on(t.manufacturerId),
    index('modules_search_idx').using('gin', t.searchVector),
    index('modules_name_sort_idx').on(t.nameSort, t.id),
  ],
);

/**
 * Every content version of a module, kept so that an attempt is graded against the content it
 * started with even after staff changed the module (issue 12).
 */
export const moduleContentVersions = pgTable(
  'module_content_versions',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<ModuleContent>(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.version] })],
);

/** Ad groups: editor-curated module lists; group 1 is "Empfehlungen der Redaktion" on Discover. */
export const adGroups = pgTable('ad_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const adGroupModules = pgTable(
  'ad_group_modules',
  {
    adGroupId: integer('ad_group_id')
      .notNull()
      .references(() => adGroups.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adGroupId, t.moduleId] }), index('ad_group_modules_module_idx').on(t.moduleId)],
);
