import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { certificateAccreditations, moduleAccreditations } from '../../db/schema/platform';

export type AccreditationRow = typeof moduleAccreditations.$inferSelect;

/** The module's id by uuid, locked for the change, so two staff edits of one accreditation queue up. */
export async function lockModuleIdByUuid(tx: Executor, uuid: string): Promise<number | null> {
  const [row] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.uuid, uuid)).for('update');
  return row?.id ?? null;
}

export async function findModuleIdByUuid(db: Executor, uuid: string): Promise<number | null> {
  const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.uuid, uuid));
  return row?.id ?? null;
}

export async function findAccreditation(db: Executor, moduleId: number): Promise<AccreditationRow | null> {
  const [row] = await db.select().from(moduleAccreditations).where(eq(moduleAccreditations.moduleId, moduleId));
  return row ?? null;
}

export async function upsertAccreditation(
  tx: Executor,
  values: typeof moduleAccreditations.$inferInsert,
): Promise<AccreditationRow> {
  const { moduleId: _moduleId, ...fields } = values;
  const [row] = await tx
    .insert(moduleAccreditations)
    .values(values)
    .onConflictDoUpdate({ target: moduleAccreditations.moduleId, set: fields })
    .returning();
  if (!row) throw new Error('accreditation not saved');
  return row;
}

export async function deleteAccreditation(tx: Executor, moduleId: number): Promise<AccreditationRow | null> {
  const [row] = await tx.delete(moduleAccreditations).where(eq(moduleAccreditations.moduleId, moduleId)).returning();
  return row ?? null;
}

/** A certificate's accreditation snapshot; kept once per certificate. */
export async function insertAccreditationSnapshot(
  tx: Executor,
  values: typeof certificateAccreditations.$inferInsert,
): Promise<void> {
  await tx.insert(certificateAccreditations).values(values).onConflictDoNothing();
}
