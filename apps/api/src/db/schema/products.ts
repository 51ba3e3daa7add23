import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { manufacturers } from './manufacturers';
import { germanSearchDocument, germanSortKey, sortKey, tsvector } from './search';

/** Products of manufacturers; each has a product page ("Loft"). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Prescription-only: shown to qualified users only (DESIGN §4). */
    isRxProduct: boolean('is_rx_product').notNull().default(false),
    thumbnail: text('thumbnail'),
    banner: text('banner'),
    downloads: jsonb('downloads').$type<{ title: string; fileName: string; href: string }[]>().notNull().default([]),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    customContent: text('custom_content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** German full-text search: name (weights A stemmed, C as written), description (B, D). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`${germanSearchDocument('name', { german: 'A', simple: 'C' })} || ${germanSearchDocument('description', { german: 'B', simple: 'D' })}`,
      ),
    /** The name in German reading order (`order by name`). */
    nameSort: sortKey('name_sort').notNull().generatedAlwaysAs(germanSortKey(sql`name`)),
  },
  (t) => [
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_sort_idx').on(t.nameSort, t.id),
  ],
);

/** The columns of a product in a list (the member's and the manufacturer's). */
export const productListColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  isActive: products.isActive,
  thumbnail: products.thumbnail,
  isRxProduct: products.isRxProduct,
};
