import type { AuditLogEntry, AuditLogQuery } from '@apopunkt/domain/schemas/audit-log';
import type { Executor } from '../../db/client';
import type { ResolvedDeps } from '../../deps';
import { insertAuditEntry, listAuditEntries } from './audit-log.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StaffChange {
  /** The staff member who made the change (null for a system job). */
  actor: { id: number } | null;
  /** `<area>.<verb>`, e.g. `competition.update`, `user.merge`, `media.upload`. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The state before (null on create) and after (null on delete); plain JSON, no secrets. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one staff change in the audit log. Call it inside the transaction that makes the
 * change, so the change and its record commit together or not at all.
 */
export async function recordStaffChange(tx: Executor, clock: { now(): Date }, change: StaffChange): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: change.actor?.id ?? null,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    createdAt: clock.now(),
  });
}

/** The audit log for superusers, newest first; `to` is an inclusive calendar day (UTC). */
export async function listAuditLog(
  deps: Pick<ResolvedDeps, 'db'>,
  query: AuditLogQuery,
): Promise<{ count: number; results: AuditLogEntry[] }> {
  const { count, rows } = await listAuditEntries(
    deps.db,
    {
      actorId: query.actor_id,
      entityType: query.entity_type,
      entityId: query.entity_id,
      action: query.action,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    },
    query,
  );
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
              email: row.actorEmail ?? '',
            },
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
