import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { germanSearchDocument, germanSortKey, sortKey, tsvector } from './search';

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Media path of the logo, e.g. /media/seed/logos/sonnenhof-pharma.svg. */
    logo: text('logo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** German full-text search on the name, for `GET /v1/search`. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(germanSearchDocument('name', { german: 'A', simple: 'C' })),
    /** The name in German reading order. */
    nameSort: sortKey('name_sort').notNull().generatedAlwaysAs(germanSortKey(sql`name`)),
  },
  (t) => [
    index('manufacturers_search_idx').using('gin', t.searchVector),
    index('manufacturers_name_sort_idx').on(t.nameSort, t.id),
  ],
);
