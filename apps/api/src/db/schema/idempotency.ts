import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Idempotency keys of money-like POSTs (issue 8 §3): one row per user, route and key, written in
 * the same transaction as the effect, so the unique index lets a key buy at most once; `response`
 * is the answer a replay gets again, `fingerprint` what the first request asked for.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The route family, e.g. `coupon-purchase`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** What the first request was about (e.g. the offer id); the same key for something else is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null until the effect is written, in the same transaction. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_route_key_idx').on(t.userId, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
