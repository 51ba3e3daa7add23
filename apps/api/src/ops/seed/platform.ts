import type { Tx } from '../../db/client';
import { organisations } from '../../db/schema/organisations';
import { DEMO_PASSWORD } from './demo-credentials';
import { createUser } from './factories';
import { givePremiumPoints } from './rewards-factories';

/**
 * Demo data of the platform area: a likely duplicate (one person registered twice, with a dotted
 * and a tagged e-mail, at the same pharmacy) so the Nutzer Duplikate page has a case to review.
 */
export async function seedPlatformData(tx: Tx, _options: { now: Date }): Promise<void> {
  const [pharmacy] = await tx.select({ id: organisations.id }).from(organisations).orderBy(organisations.id).limit(1);
  const person = {
    password: DEMO_PASSWORD,
    isDemo: true,
    firstName: 'Doris',
    lastName: 'Doppler',
    gender: 'FE',
    dateOfBirth: '1988-06-12',
    job: 'PTA',
    organisationId: pharmacy?.id ?? null,
  } as const;
  const older = await createUser(tx, { ...person, email: 'doris.doppler@demo.apopunkt.de', isPremium: true });
  await createUser(tx, { ...person, email: 'dorisdoppler+neu@demo.apopunkt.de' });
  await givePremiumPoints(tx, older.id, 120, 'Startguthaben (Demo)');
}
