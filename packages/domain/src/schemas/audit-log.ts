import { z } from 'zod';
import { idStringSchema, isoDateSchema, pageSchema, paginationQuerySchema, textSchema } from './common';

/** `GET /v1/admin/audit-log` (superusers): filter by actor, entity, action prefix and calendar days. */
export const auditLogQuerySchema = paginationQuerySchema.extend({
  actor_id: idStringSchema.optional(),
  entity_type: textSchema().trim().max(50).optional(),
  entity_id: textSchema().trim().max(100).optional(),
  /** Matches the action itself or every action of an area (`coupon-offer` matches `coupon-offer.update`). */
  action: textSchema().trim().max(80).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = pageSchema(auditLogEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
