import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { employees, organisations } from '../../db/schema/organisations';
import {
  moduleThirdPartyData,
  thirdPartyConsents,
  thirdPartyConsentTexts,
  thirdPartyDataSets,
} from '../../db/schema/platform';
import { users } from '../../db/schema/users';

/** The set of the module and the id of its newest consent text, or null without a set. */
export async function moduleSetText(db: Executor, moduleId: number) {
  const [row] = await db
    .select({ setId: moduleThirdPartyData.setId, textId: thirdPartyConsentTexts.id })
    .from(moduleThirdPartyData)
    .innerJoin(thirdPartyConsentTexts, eq(thirdPartyConsentTexts.setId, moduleThirdPartyData.setId))
    .where(eq(moduleThirdPartyData.moduleId, moduleId))
    .orderBy(desc(thirdPartyConsentTexts.version))
    .limit(1);
  return row ?? null;
}

/** Ends the user's active consent to the set when it was given to another text version. */
export async function supersedeOutdatedConsent(
  db: Executor,
  input: { userId: number; setId: number; textId: number; now: Date },
) {
  await db
    .update(thirdPartyConsents)
    .set({ withdrawnAt: input.now })
    .where(
      and(
        eq(thirdPartyConsents.userId, input.userId),
        eq(thirdPartyConsents.setId, input.setId),
        isNull(thirdPartyConsents.withdrawnAt),
        ne(thirdPartyConsents.textId, input.textId),
      ),
    );
}

/** Records the consent unless the user already has an active one for the set (one per user and set). */
export async function insertConsentIfNone(db: Executor, values: typeof thirdPartyConsents.$inferInsert) {
  await db
    .insert(thirdPartyConsents)
    .values(values)
    .onConflictDoNothing({
      target: [thirdPartyConsents.userId, thirdPartyConsents.setId],
      where: sql`${thirdPartyConsents.withdrawnAt} IS NULL`,
    });
}

/** The user's active consents, newest first, with the set and the text agreed to. */
export async function activeConsentsOf(db: Executor, userId: number) {
  return db
    .select({
      id: thirdPartyConsents.id,
      givenAt: thirdPartyConsents.givenAt,
      partner: thirdPartyDataSets.partner,
      title: thirdPartyDataSets.title,
      purpose: thirdPartyDataSets.purpose,
      fields: thirdPartyDataSets.fields,
      consentText: thirdPartyConsentTexts.text,
      textVersion: thirdPartyConsentTexts.version,
      moduleName: modules.name,
    })
    .from(thirdPartyConsents)
    .innerJoin(thirdPartyDataSets, eq(thirdPartyDataSets.id, thirdPartyConsents.setId))
    .innerJoin(thirdPartyConsentTexts, eq(thirdPartyConsentTexts.id, thirdPartyConsents.textId))
    .leftJoin(modules, eq(modules.id, thirdPartyConsents.moduleId))
    .where(and(eq(thirdPartyConsents.userId, userId), isNull(thirdPartyConsents.withdrawnAt)))
    .orderBy(desc(thirdPartyConsents.givenAt), desc(thirdPartyConsents.id));
}

export async function lockConsentOf(db: Executor, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(thirdPartyConsents)
    .where(and(eq(thirdPartyConsents.id, id), eq(thirdPartyConsents.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function markWithdrawn(db: Executor, id: number, now: Date) {
  await db.update(thirdPartyConsents).set({ withdrawnAt: now }).where(eq(thirdPartyConsents.id, id));
}

/** Everything an export of the set may contain, for each active consent, oldest first. */
export async function exportRows(db: Executor, setId: number) {
  return db
    .select({
      givenAt: thirdPartyConsents.givenAt,
      textVersion: thirdPartyConsentTexts.version,
      salutation: users.gender,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      job: users.job,
      workplaceName: organisations.name,
      workplaceStreet: organisations.street,
      workplaceZip: organisations.zip,
      workplaceCity: organisations.city,
    })
    .from(thirdPartyConsents)
    .innerJoin(users, eq(users.id, thirdPartyConsents.userId))
    .innerJoin(thirdPartyConsentTexts, eq(thirdPartyConsentTexts.id, thirdPartyConsents.textId))
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .where(and(eq(thirdPartyConsents.setId, setId), isNull(thirdPartyConsents.withdrawnAt), eq(users.isActive, true)))
    .orderBy(asc(thirdPartyConsents.givenAt), asc(thirdPartyConsents.id));
}
export type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];
