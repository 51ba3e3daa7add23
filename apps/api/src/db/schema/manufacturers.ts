import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manufacturers_name_idx').on(t.name)],
);
