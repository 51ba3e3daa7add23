import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { inTransaction } from '../../db/transaction';
import { seedBusinessData } from './business';
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from './demo-credentials';
import { DEMO_ORGANISATIONS } from './demo-organisations';
import { seedEngagementData } from './engagement';
import { createManufacturer, createOrganisation, createUser } from './factories';
import { seedLearningData } from './learning';
import { seedPlatformData } from './platform';
import { seedPremiumData } from './premium';
import { seedRewardsData } from './rewards';
import { seedThirdPartyData } from './third-party-data';

/**
 * Seeds the demo data of DESIGN §7 into an empty database. Does nothing when users exist,
 * so restarts keep what people changed. Returns the demo accounts it created.
 */
export async function seedDemoData(db: Db, options: { popup?: boolean } = {}): Promise<{ accounts: string[] } | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;

  return inTransaction(db, async (tx) => {
    const orgs = [];
    for (const org of DEMO_ORGANISATIONS) orgs.push(await createOrganisation(tx, org));
    const pharmacy = orgs[0];
    const sonnenhof = await createManufacturer(tx, { slug: 'sonnenhof-pharma', name: 'Sonnenhof Pharma' });
    const common = { password: DEMO_PASSWORD, isDemo: true } as const;

    await createUser(tx, {
      ...common,
      email: 'pta@demo.apopunkt.de',
      firstName: 'Paula',
      lastName: 'Tannenberg',
      gender: 'FE',
      job: 'PTA',
      isPremium: true,
      organisationId: pharmacy?.id ?? null,
      employeeVerified: true,
      hasAcceptedNewsletter: true,
    });
    await createUser(tx, {
      ...common,
      email: 'neu@demo.apopunkt.de',
      firstName: 'Noah',
      lastName: 'Neumann',
      gender: 'MA',
      job: 'PKA',
      organisationId: orgs[1]?.id ?? null,
      employeeVerified: false,
    });
    await createUser(tx, {
      ...common,
      email: 'otp@demo.apopunkt.de',
      firstName: 'Olivia',
      lastName: 'Ortmann',
      gender: 'FE',
      job: 'PHP',
      isPremium: true,
      organisationId: pharmacy?.id ?? null,
      employeeVerified: true,
      otpSecret: DEMO_OTP_SECRET,
    });
    // The owner of pta@'s pharmacy (issue 37 §4): /team shows who of the team consented.
    await createUser(tx, {
      ...common,
      email: 'inhaber@demo.apopunkt.de',
      firstName: 'Ingrid',
      lastName: 'Inhoffen',
      gender: 'FE',
      job: 'PHO',
      isPremium: true,
      organisationId: pharmacy?.id ?? null,
      employeeVerified: true,
    });
    await createUser(tx, {
      ...common,
      email: 'admin@demo.apopunkt.de',
      firstName: 'Anton',
      lastName: 'Admin',
      gender: 'MA',
      job: null,
      isStaff: true,
      isSuperuser: true,
    });
    await createUser(tx, {
      ...common,
      email: 'hersteller@demo.apopunkt.de',
      firstName: 'Hanna',
      lastName: 'Herbst',
      gender: 'FE',
      job: 'CUS',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: sonnenhof.id }],
    });
    await createUser(tx, {
      ...common,
      email: 'aussendienst@demo.apopunkt.de',
      firstName: 'Armin',
      lastName: 'Außendorf',
      gender: 'MA',
      job: 'CFR',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_CFR', manufacturerId: sonnenhof.id }],
    });
    const now = new Date();
    await seedLearningData(tx, { now });
    await seedThirdPartyData(tx, { now });
    await seedRewardsData(tx, { now });
    await seedPremiumData(tx, { now });
    await seedEngagementData(tx, { now, popup: options.popup });
    await seedBusinessData(tx, { now });
    await seedPlatformData(tx, { now });
    return {
      accounts: [
        'pta@demo.apopunkt.de',
        'neu@demo.apopunkt.de',
        'otp@demo.apopunkt.de',
        'inhaber@demo.apopunkt.de',
        'admin@demo.apopunkt.de',
        'hersteller@demo.apopunkt.de',
        'aussendienst@demo.apopunkt.de',
      ],
    };
  });
}
