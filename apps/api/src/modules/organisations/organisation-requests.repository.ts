import type { Executor } from '../../db/client';
import { organisationCreationRequests } from '../../db/schema/organisations';

export type OrganisationRequestRow = typeof organisationCreationRequests.$inferSelect;

/**
 * Inserts a pending request; null when the user already has one (the partial unique index
 * `org_requests_one_pending_idx` decides, so two racing calls cannot both succeed).
 */
export async function insertPendingRequest(
  db: Executor,
  values: { userId: number; name: string; street: string; zip: string; city: string; createdAt: Date },
): Promise<OrganisationRequestRow | null> {
  const [row] = await db
    .insert(organisationCreationRequests)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
