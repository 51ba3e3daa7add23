import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/text-search';

export interface AuditEntryInput {
  actorId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export async function insertAuditEntry(db: Executor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  actorId?: number;
  entityType?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action
      ? or(eq(auditLog.action, filter.action), like(auditLog.action, `${escapeLike(filter.action)}.%`))
      : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
  ];
  return and(...parts);
}

export async function listAuditEntries(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
