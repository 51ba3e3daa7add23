import type { MediaKind } from '@apopunkt/domain/schemas/media';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change staff make (who, what, before and after). Append-only: rows are never updated or
 * deleted, so the log is the record superusers review.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, as `<area>.<verb>`, e.g. `coupon-offer.update`, `user.merge`. */
    action: text('action').notNull(),
    /** The kind of thing changed, e.g. `module`, `user`, `competition`. */
    entityType: text('entity_type').notNull(),
    /** Its id, uuid or slug as text. */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Files staff uploaded (images, videos, documents, SCORM packages), served under /media/uploads/. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Path below DATA_DIR/media, e.g. `uploads/2026/11/<uuid>.png`. */
    path: text('path').notNull().unique(),
    kind: text('kind').$type<MediaKind>().notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt)],
);

/**
 * Files and folders below DATA_DIR/media to delete once `dueAt` has passed: SCORM packages a module
 * no longer plays (members may still be playing them for a while). The clean-up job deletes them.
 */
export const mediaDeletions = pgTable('media_deletions', {
  /** Path below DATA_DIR/media, e.g. `scorm/<uuid>`. */
  path: text('path').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});
