import type { Job } from '@apopunkt/domain/constants/jobs';
import { MEMBER_CONSENT_TEXTS } from '@apopunkt/domain/constants/member-consents';
import { AppError } from '@apopunkt/domain/errors';
import { moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldServicePharmacies, moduleRatings } from '../../db/schema/business';
import { manufacturers } from '../../db/schema/manufacturers';
import { modules } from '../../db/schema/modules';
import { organisations } from '../../db/schema/organisations';
import { memberConsents } from '../../db/schema/team';
import { subscriptions, users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { startAttempt, submitAttempt } from '../../modules/attempts';
import { runReportJob } from '../../modules/business-reports';
import type { AuthUser } from '../../modules/users';
import { findAuthUser } from '../../modules/users';
import { DEMO_PASSWORD } from './demo-credentials';
import { createUser } from './factories';
import { correctAnswers, wrongAnswers } from './learning-factories';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 120;
const PEOPLE = 30;
const FIRST_NAMES = ['Anna', 'Lena', 'Mia', 'Jonas', 'Lea', 'Paul', 'Sophie', 'Emma', 'Ben', 'Marie', 'Lukas', 'Clara'];
const LAST_NAMES = ['Becker', 'Schulz', 'Wagner', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Braun'];
const JOBS: Job[] = ['PTA', 'PTA', 'PTA', 'PKA', 'PKA', 'PHP', 'PHO', 'STU'];
const COMMENTS = [
  'Sehr praxisnah, hilft mir direkt in der Beratung.',
  'Kurz und verständlich, gerne mehr davon.',
  'Gute Fragen, die Erklärungen waren hilfreich.',
  null,
  'Etwas lang, aber inhaltlich stark.',
];

/** A fixed-seed generator, so every demo start has the same history. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function idOfEmail(db: Executor, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/**
 * The business area's demo data: months of completions of the demo manufacturer's modules by
 * synthetic pharmacy staff (played through the real attempt services, so rewards, certificates
 * and the report queue come from there), ratings, a second manufacturer with its own dashboard
 * account (hersteller2@) for access checks, the rating feature for hersteller@, and pharmacies
 * assigned to aussendienst@; two of three of the staff let their team see them (TEAM_VISIBILITY).
 * The report job folds everything at the end.
 */
export async function seedBusinessData(db: Executor, options: { now: Date }): Promise<void> {
  const random = seeded(20261123);
  const [sonnenhof] = await db.select().from(manufacturers).where(eq(manufacturers.slug, 'sonnenhof-pharma'));
  const [nordwind] = await db.select().from(manufacturers).where(eq(manufacturers.slug, 'nordwind-arzneimittel'));
  if (!sonnenhof || !nordwind) return;

  const herstellerId = await idOfEmail(db, 'hersteller@demo.apopunkt.de');
  if (herstellerId) {
    await db
      .insert(subscriptions)
      .values({ userId: herstellerId, type: 'FEATURE_DASHBOARD_MODULE_RATING', manufacturerId: sonnenhof.id })
      .onConflictDoNothing();
  }
  await createUser(db, {
    password: DEMO_PASSWORD,
    isDemo: true,
    email: 'hersteller2@demo.apopunkt.de',
    firstName: 'Niklas',
    lastName: 'Nordmann',
    gender: 'MA',
    job: 'CUS',
    subscriptions: [
      { type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: nordwind.id },
      { type: 'FEATURE_DASHBOARD_MODULE_RATING', manufacturerId: nordwind.id },
    ],
  });

  const pharmacies = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.type, 'PHA'))
    .orderBy(asc(organisations.id));
  const assigned = pharmacies.slice(0, 4);
  const aussendienstId = await idOfEmail(db, 'aussendienst@demo.apopunkt.de');
  if (aussendienstId && assigned.length > 0) {
    await db
      .insert(fieldServicePharmacies)
      .values(assigned.map((p) => ({ userId: aussendienstId, organisationId: p.id })))
      .onConflictDoNothing();
  }

  const played = await db
    .select({ id: modules.id, slug: modules.slug, content: modules.content, visibleFrom: modules.visibleFrom })
    .from(modules)
    .where(
      and(
        inArray(modules.manufacturerId, [sonnenhof.id, nordwind.id]),
        eq(modules.isVisible, true),
        eq(modules.isVerifiedOnly, false),
        lte(modules.visibleFrom, options.now),
      ),
    )
    .orderBy(asc(modules.id));
  const demoModules = played.filter((m) => moduleContentSchema.safeParse(m.content).success);
  if (demoModules.length === 0 || pharmacies.length === 0) return;

  const start = options.now.getTime() - HISTORY_DAYS * DAY_MS;
  for (let i = 0; i < PEOPLE; i++) {
    const pharmacy = pharmacies[i % pharmacies.length];
    const row = await createUser(db, {
      password: DEMO_PASSWORD,
      isDemo: true,
      email: `team${i + 1}@demo.apopunkt.de`,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[Math.floor(i / 3) % LAST_NAMES.length],
      gender: i % 4 === 3 ? 'MA' : 'FE',
      job: JOBS[i % JOBS.length],
      // Every fifth is verified but not premium: they unlock it on /become-premium (rules/premium-path.ts).
      isPremium: i % 5 !== 4,
      organisationId: pharmacy?.id ?? null,
      employeeVerified: true,
    });
    // Two of three let their owner and field service see them (TEAM_VISIBILITY); the rest only count.
    if (i % 3 !== 2) {
      await db.insert(memberConsents).values({
        userId: row.id,
        kind: 'TEAM_VISIBILITY',
        granted: true,
        textVersion: MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.version,
        decidedAt: new Date(start + i * DAY_MS),
      });
    }
    const user = await findAuthUser(db, row.id);
    if (!user) continue;
    for (const module of demoModules) {
      if (random() > 0.45) continue;
      try {
        await playDemoModule(db, user, module, random, options.now, start);
      } catch (err) {
        // Modules this person may not see (Rx, another audience) are simply skipped.
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
  await runReportJob(db, { now: () => options.now });
}

/** One person's run through one module at a random time: sometimes a failed try first, often a rating after. */
async function playDemoModule(
  db: Executor,
  user: AuthUser,
  module: { id: number; slug: string; content: unknown; visibleFrom: Date },
  random: () => number,
  now: Date,
  start: number,
): Promise<void> {
  const content = moduleContentSchema.parse(module.content);
  const from = Math.max(start, module.visibleFrom.getTime());
  const at = new Date(from + random() ** 0.7 * Math.max(0, now.getTime() - from - DAY_MS));
  const clock = fixedClock(at);
  const deps = { db, clock, config: { ATTEMPT_MIN_SECONDS: 0 } };
  if (random() < 0.2) {
    const failed = await startAttempt(deps, user, module.slug);
    clock.advance(4 * 60 * 1000);
    await submitAttempt(deps, user, failed.id, { answers: wrongAnswers(content) });
    clock.advance(60 * 60 * 1000);
  }
  const attempt = await startAttempt(deps, user, module.slug);
  clock.advance(5 * 60 * 1000);
  const result = await submitAttempt(deps, user, attempt.id, { answers: correctAnswers(content) });
  if (result.passed && random() < 0.5) {
    const stars = Math.min(5, Math.max(1, Math.round(3.2 + random() * 2.4)));
    const ratedAt = new Date(at.getTime() + 10 * 60 * 1000);
    await db.insert(moduleRatings).values({
      userId: user.id,
      moduleId: module.id,
      stars,
      comment: COMMENTS[Math.floor(random() * COMMENTS.length)] ?? null,
      createdAt: ratedAt,
      updatedAt: ratedAt,
    });
  }
}
