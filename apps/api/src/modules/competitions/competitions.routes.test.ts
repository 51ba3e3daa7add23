import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participations } from '../../db/schema/engagement';
import { createCompetition } from '../../ops/seed/engagement-factories';
import { createManufacturer } from '../../ops/seed/factories';
import { correctAnswers, createModule, createProduct, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let member: TestViewer;
let unverified: TestViewer;
let premium: TestViewer;
let noView: TestViewer;
let noJoin: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
  unverified = await createViewer(ctx, { job: 'PTA', employeeVerified: false });
  premium = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
  noView = await createViewer(ctx, { job: 'PTA', grants: [{ permission: 'can_view_competitions', granted: false }] });
  noJoin = await createViewer(ctx, { job: 'PTA', grants: [{ permission: 'can_join_competitions', granted: false }] });
});
afterAll(() => ctx.close());

const get = (viewer: TestViewer | null, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: viewer?.headers ?? {} });
const join = (viewer: TestViewer, id: string | number, payload: object = { hasAcceptedTos: true }) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/competitions/${id}/participation`, headers: viewer.headers, payload });

async function pass(viewer: TestViewer, slug: string) {
  const attempt = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/modules/${slug}/attempts`,
    headers: viewer.headers,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attempt.json().id}/submission`,
    headers: viewer.headers,
    payload: { answers: correctAnswers(quizContent()) },
  });
  expect(res.json().passed).toBe(true);
}

describe('competitions for members', () => {
  it('guards: guests 401, without can_view_competitions 403, without can_join_competitions joining 403', async () => {
    const c = await createCompetition(db());
    expect((await get(null, '/v1/competitions')).statusCode).toBe(401);
    expect((await get(noView, '/v1/competitions')).statusCode).toBe(403);
    expect((await get(noView, `/v1/competitions/${c.id}`)).statusCode).toBe(403);
    expect((await get(noView, '/v1/competitions/banner?is_special=true')).statusCode).toBe(403);
    expect((await join(noJoin, c.id)).statusCode).toBe(403);
    expect((await get(noJoin, `/v1/competitions/${c.id}`)).statusCode).toBe(200);
  });

  it('lists running competitions only, with the banner per kind', async () => {
    const special = await createCompetition(db(), { name: 'Spezial', isSpecial: true, bannerImage: '/media/b.png' });
    const ended = await createCompetition(db(), {
      name: 'Vorbei',
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const upcoming = await createCompetition(db(), {
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 2 * DAY),
    });
    const inactive = await createCompetition(db(), { isActive: false });
    const res = await get(member, '/v1/competitions?order_by=-visible_from&limit=500');
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((c: { id: number }) => c.id);
    expect(ids).toContain(special.id);
    for (const hidden of [ended, upcoming, inactive]) expect(ids).not.toContain(hidden.id);
    const banner = await get(member, '/v1/competitions/banner?is_special=true');
    expect(banner.json()).toEqual({
      banner: { id: special.id, slug: null, bannerImage: '/media/b.png', thumbnailImage: null },
    });
    expect((await get(member, '/v1/competitions/banner?is_special=false')).json().banner?.id).not.toBe(special.id);
    expect((await get(member, '/v1/competitions/banner?is_special=maybe')).statusCode).toBe(400);
    const startOf = (c: { startsAt: string }) => Date.parse(c.startsAt);
    const oldestFirst = (await get(member, '/v1/competitions?order_by=visible_from&limit=500')).json().results;
    expect(oldestFirst.map(startOf)).toEqual([...oldestFirst.map(startOf)].sort((a, b) => a - b));
    const newestFirst = res.json().results;
    expect(newestFirst.map(startOf)).toEqual([...newestFirst.map(startOf)].sort((a, b) => b - a));
    expect((await get(member, `/v1/competitions/${ended.id}`)).statusCode).toBe(200);
    expect((await join(member, ended.id)).statusCode).toBe(412);
  });

  it('type 1: progress is the share of modules passed inside the period, with isDone per module', async () => {
    const maker = await createManufacturer(db());
    const product = await createProduct(db(), { manufacturerId: maker.id });
    const a = await createModule(db(), { manufacturerId: maker.id, productId: product.id, name: 'Alpha' });
    const b = await createModule(db(), { manufacturerId: maker.id, name: 'Beta' });
    const c = await createCompetition(db(), { competitionType: 1, moduleIds: [a.id, b.id], name: 'Module sammeln' });
    expect((await join(member, c.id, { hasAcceptedTos: false })).statusCode).toBe(400);
    const joined = await join(member, c.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().participation).toMatchObject({ progress: 0, hasAcceptedTos: true });
    await pass(member, a.slug);
    const detail = (await get(member, `/v1/competitions/${c.id}`)).json();
    expect(detail.participation.progress).toBe(50);
    expect(detail.modules).toEqual([
      { name: 'Alpha', type: 2, key: a.slug, isDone: true, passedBeforeStart: false },
      { name: 'Beta', type: 2, key: b.slug, isDone: false, passedBeforeStart: false },
    ]);
    const tile = (await get(member, '/v1/competitions')).json().results.find((x: { id: number }) => x.id === c.id);
    expect(tile.participation.progress).toBe(50);
    const productPage = (await get(member, `/v1/products/${product.slug}`)).json();
    expect(productPage.competitions).toEqual([
      { id: c.id, name: 'Module sammeln', thumbnailImage: null, endsAt: c.endsAt.toISOString() },
    ]);
  });

  it('type 1: a module passed before the start does not count and says so, until it is passed again (issue 36)', async () => {
    const maker = await createManufacturer(db());
    const early = await createModule(db(), { manufacturerId: maker.id, name: 'Vorher' });
    await pass(member, early.slug);
    const c = await createCompetition(db(), {
      competitionType: 1,
      moduleIds: [early.id],
      startsAt: new Date(Date.now() + 1),
      endsAt: new Date(Date.now() + 7 * DAY),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await join(member, c.id)).statusCode).toBe(200);
    const before = (await get(member, `/v1/competitions/${c.id}`)).json();
    expect(before.modules).toEqual([
      { name: 'Vorher', type: 2, key: early.slug, isDone: false, passedBeforeStart: true },
    ]);
    expect(before.participation.progress).toBe(0);
    await pass(member, early.slug);
    const after = (await get(member, `/v1/competitions/${c.id}`)).json();
    expect(after.modules[0]).toMatchObject({ isDone: true, passedBeforeStart: false });
    expect(after.participation.progress).toBe(100);
  });

  it('type 2 is 100 for verified members; verified-only competitions refuse unverified ones', async () => {
    const c = await createCompetition(db(), { competitionType: 2, isOnlyForVerifiedUsers: true });
    const refused = await join(unverified, c.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/nur verifizierte Mitglieder/);
    expect((await join(member, c.id)).json().participation.progress).toBe(100);
    const open = await createCompetition(db(), { competitionType: 2 });
    expect((await join(unverified, open.id)).json().participation.progress).toBe(0);
  });

  it('joining twice keeps one participation; type 3 is 100 for taking part', async () => {
    const c = await createCompetition(db(), { competitionType: 3 });
    const first = await join(member, c.id);
    const second = await join(member, c.id);
    expect(second.json().participation).toEqual(first.json().participation);
    expect(first.json().participation.progress).toBe(100);
    const [row] = await db().select({ n: count() }).from(participations).where(eq(participations.competitionId, c.id));
    expect(row?.n).toBe(1);
  });

  it('142 and premium lead to the premium members competition, premium members only', async () => {
    const c = await createCompetition(db(), {
      slug: 'premium',
      isOnlyForPremiumUsers: true,
      name: 'Premium-Gewinnspiel',
    });
    expect((await get(premium, '/v1/competitions/142')).json()).toMatchObject({
      id: c.id,
      name: 'Premium-Gewinnspiel',
    });
    expect((await get(premium, '/v1/competitions/premium')).json().id).toBe(c.id);
    const refused = await get(member, '/v1/competitions/premium');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
    const listed = (await get(member, '/v1/competitions')).json().results.map((x: { id: number }) => x.id);
    expect(listed).not.toContain(c.id);
    const listedForPremium = (await get(premium, '/v1/competitions')).json().results.map((x: { id: number }) => x.id);
    expect(listedForPremium).toContain(c.id);
    expect((await get(member, '/v1/competitions/999999')).statusCode).toBe(404);
    expect((await get(member, '/v1/competitions/NOPE')).statusCode).toBe(400);
  });
});
