import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import { sql } from 'drizzle-orm';
import { runReportJob } from '../modules/business-reports';
import { createManufacturer, createOrganisation } from '../ops/seed/factories';
import { correctAnswers, createModule, createProduct, wrongAnswers } from '../ops/seed/learning-factories';
import { playThrough } from './business-fixtures';
import { createViewer, type TestViewer } from './learning-fixtures';
import type { TestContext } from './test-app';

/** Two manufacturers with a product and module each, their customers, two field-service employees. */
export async function buildBusinessWorld(ctx: TestContext, quiz: ModuleContent) {
  const db = ctx.database.db;
  const mA = await createManufacturer(db, { name: 'Hersteller A' });
  const mB = await createManufacturer(db, { name: 'Hersteller B' });
  const pA = await createProduct(db, { manufacturerId: mA.id, name: 'Produkt A' });
  const pB = await createProduct(db, { manufacturerId: mB.id, name: 'Produkt B' });
  const modA = await createModule(db, { manufacturerId: mA.id, productId: pA.id, type: 3, budget: 400 });
  const modA2 = await createModule(db, { manufacturerId: mA.id, productId: pA.id, type: 0 });
  const modB = await createModule(db, { manufacturerId: mB.id, productId: pB.id, type: 2, budget: 100 });
  const berlin = await createOrganisation(db, { name: 'Apotheke Berlin', zip: '10115' });
  const munich = await createOrganisation(db, { name: 'Apotheke München', zip: '80331' });
  const customer = (manufacturerId: number, rating: boolean) =>
    createViewer(ctx, {
      job: 'CUS',
      subscriptions: [
        { type: 'FEATURE_DASHBOARD_MODULES', manufacturerId },
        ...(rating ? [{ type: 'FEATURE_DASHBOARD_MODULE_RATING' as const, manufacturerId }] : []),
      ],
    });
  const fieldService = (manufacturerId: number) =>
    createViewer(ctx, { job: 'CFR', subscriptions: [{ type: 'FEATURE_DASHBOARD_CFR', manufacturerId }] });
  const roles = {
    custA: await customer(mA.id, true),
    custB: await customer(mB.id, false),
    cfrA: await fieldService(mA.id),
    cfrB: await fieldService(mB.id),
    member: await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true }),
    staff: await createViewer(ctx, { job: null, isStaff: true }),
  };
  const berliners: TestViewer[] = [];
  for (let i = 0; i < 6; i++) {
    berliners.push(
      await createViewer(ctx, {
        job: i % 2 ? 'PKA' : 'PTA',
        isPremium: true,
        employeeVerified: true,
        organisationId: berlin.id,
        firstName: `Berta${i}`,
        lastName: 'Berliner',
      }),
    );
  }
  const munichers: TestViewer[] = [];
  for (let i = 0; i < 2; i++) {
    munichers.push(
      await createViewer(ctx, {
        job: 'PTA',
        isPremium: true,
        employeeVerified: true,
        organisationId: munich.id,
        firstName: `Max${i}`,
        lastName: 'Münchner',
      }),
    );
  }
  for (const v of [...berliners, ...munichers]) await playThrough(ctx, v.user, modA.slug, correctAnswers(quiz));
  await playThrough(ctx, berliners[0]?.user as TestViewer['user'], modA.slug, wrongAnswers(quiz));
  await playThrough(ctx, munichers[0]?.user as TestViewer['user'], modB.slug, correctAnswers(quiz));
  await runReportJob(db, ctx.app.deps.clock);
  await db.execute(
    sql`INSERT INTO field_service_pharmacies (user_id, organisation_id) VALUES (${roles.cfrA.user.id}, ${berlin.id}), (${roles.cfrB.user.id}, ${munich.id})`,
  );
  return { mA, mB, pA, pB, modA, modA2, modB, berlin, munich, roles, berliners, munichers };
}

export type BusinessWorld = Awaited<ReturnType<typeof buildBusinessWorld>>;

/** A GET of the API as `viewer` (a guest without one). */
export function getAs(ctx: TestContext, url: string, viewer?: TestViewer) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: viewer?.headers ?? {} });
}

/** The member decides on TEAM_VISIBILITY (issue 37 §3) through the API, as the account page does. */
export async function decideTeamVisibility(ctx: TestContext, viewer: TestViewer, granted: boolean): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/me/consents/TEAM_VISIBILITY',
    headers: viewer.headers,
    payload: { granted },
  });
  if (res.statusCode !== 200) throw new Error(`consent of user ${viewer.user.id}: ${res.statusCode} ${res.body}`);
}
