import { and, asc, eq, lte, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { moduleCompletions } from '../../db/schema/learning';
import { modules } from '../../db/schema/modules';
import { organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { requestVerificationLetter } from '../../modules/me';
import { verifyEmployment } from '../../modules/organisations';
import { findAuthUser } from '../../modules/users';
import { DEMO_PASSWORD } from './demo-credentials';
import { createUser } from './factories';
import { passDemoModule } from './learning-demo-activity';

const DAY_MS = 24 * 60 * 60 * 1000;

async function userIdOf(tx: Tx, email: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`seed: ${email} missing`);
  return row.id;
}

async function organisationIdOf(tx: Tx, name: string): Promise<number> {
  const [row] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name));
  if (!row) throw new Error(`seed: organisation ${name} missing`);
  return row.id;
}

/** pta passes the oldest certificate module she has not passed yet; the attempt service issues it. */
async function seedCertificate(tx: Tx, ptaId: number, now: Date): Promise<void> {
  const pta = await findAuthUser(tx, ptaId);
  const [module] = await tx
    .select({ slug: modules.slug, content: modules.content })
    .from(modules)
    .where(
      and(
        eq(modules.hasCertificate, true),
        eq(modules.isVisible, true),
        lte(modules.visibleFrom, new Date(now.getTime() - 3 * DAY_MS)),
        notExists(
          tx
            .select()
            .from(moduleCompletions)
            .where(and(eq(moduleCompletions.moduleId, modules.id), eq(moduleCompletions.userId, ptaId))),
        ),
      ),
    )
    .orderBy(asc(modules.visibleFrom))
    .limit(1);
  if (pta && module) await passDemoModule(tx, pta, module, new Date(now.getTime() - 3 * DAY_MS));
}

/**
 * Premium demo data (DESIGN §7), made through the real services: pta@ holds a certificate (she
 * passes a certificate module, so the attempt service issues it); she recommended two
 * colleagues, Mara, who became premium by staff verification (BREFERRER in pta's points
 * history, BREFERRED in Mara's), and Ben, who asked for a verification letter that waits in the
 * staff print queue. neu@ gets no letter, so the whole unlock flow stays open for the e2e suite.
 */
export async function seedPremiumData(tx: Tx, options: { now: Date }): Promise<void> {
  const { now } = options;
  const ptaId = await userIdOf(tx, 'pta@demo.apopunkt.de');
  await seedCertificate(tx, ptaId, now);

  const linden = await organisationIdOf(tx, 'Linden-Apotheke');
  const common = { password: DEMO_PASSWORD, isDemo: true, referredById: ptaId } as const;
  const mara = await createUser(tx, {
    ...common,
    email: 'empfohlen@demo.apopunkt.de',
    firstName: 'Mara',
    lastName: 'Mertens',
    gender: 'FE',
    job: 'PHP',
    organisationId: linden,
  });
  await verifyEmployment(tx, mara, { id: linden }, new Date(now.getTime() - 10 * DAY_MS));

  const ben = await createUser(tx, {
    ...common,
    email: 'brief@demo.apopunkt.de',
    firstName: 'Ben',
    lastName: 'Brandt',
    gender: 'MA',
    job: 'PTA',
    organisationId: await organisationIdOf(tx, 'Sonnen-Apotheke'),
  });
  await requestVerificationLetter({ db: tx, clock: fixedClock(new Date(now.getTime() - 2 * DAY_MS)) }, ben.id);
}
