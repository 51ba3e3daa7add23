import type { ThirdPartyField } from '@apopunkt/domain/schemas/third-party-data';
import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { moduleThirdPartyData, thirdPartyConsentTexts, thirdPartyDataSets } from '../../db/schema/platform';

/** The fields the demo notices name (first name, job, postcode of the pharmacy). */
const DEMO_FIELDS: ThirdPartyField[] = ['firstName', 'job', 'workplaceZip'];

/**
 * Turns every demo module's free-text data-sharing notice (`third_party_modal_data`) into a real
 * data-sharing set with version 1 of its consent text and attaches it, so the player's consent
 * is recorded and the Datenweitergabe area has a set to show. The old column is cleared: the set
 * is the one source from then on.
 */
export async function seedThirdPartyData(db: Executor, options: { now: Date }): Promise<void> {
  const notices = await db
    .select({ id: modules.id, name: modules.name, notice: modules.thirdPartyModalData })
    .from(modules)
    .where(isNotNull(modules.thirdPartyModalData))
    .orderBy(modules.id);
  for (const { id, name, notice } of notices) {
    if (!notice) continue;
    const [set] = await db
      .insert(thirdPartyDataSets)
      .values({
        partner: notice.partner,
        title: notice.title,
        purpose: `Zusendung von Aktionsmaterial zum Modul „${name}“`,
        fields: DEMO_FIELDS,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning();
    if (!set) throw new Error('seed: data-sharing set not created');
    await db
      .insert(thirdPartyConsentTexts)
      .values({ setId: set.id, version: 1, text: notice.text, createdAt: options.now });
    await db.insert(moduleThirdPartyData).values({ moduleId: id, setId: set.id });
    await db.update(modules).set({ thirdPartyModalData: null }).where(eq(modules.id, id));
  }
}
