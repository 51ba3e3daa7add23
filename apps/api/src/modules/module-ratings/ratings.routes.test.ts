import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRatings } from '../../db/schema/business';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { type BusinessWorld, buildBusinessWorld, getAs } from '../../test-support/business-world';
import type { TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
const quiz = quizContent();
let world: BusinessWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildBusinessWorld(ctx, quiz);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string, viewer?: TestViewer) => getAs(ctx, url, viewer);

describe('ratings', () => {
  const rate = (viewer: TestViewer, slug: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/modules/${slug}/rating`, headers: viewer.headers, payload });

  it('a member rates a passed module once and may change it; the manufacturer sees the summary', async () => {
    const [rater, other] = world.berliners as [TestViewer, TestViewer];
    expect((await rate(rater, world.modA2.slug, { stars: 4 })).statusCode).toBe(409);
    expect((await rate(rater, world.modA.slug, { stars: 6 })).statusCode).toBe(400);
    expect((await rate(rater, world.modA.slug, { stars: 0 })).statusCode).toBe(400);
    expect((await rate(rater, 'unbekannt', { stars: 3 })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/v1/modules/${world.modA.slug}/rating`, payload: { stars: 3 } }))
        .statusCode,
    ).toBe(401);

    const first = await rate(rater, world.modA.slug, { stars: 2, comment: 'Zu lang' });
    expect(first.statusCode).toBe(200);
    const changed = await rate(rater, world.modA.slug, { stars: 5, comment: '  Sehr hilfreich  ' });
    expect(changed.json()).toMatchObject({ canRate: true, rating: { stars: 5, comment: 'Sehr hilfreich' } });
    await rate(other, world.modA.slug, { stars: 4 });

    const mine = (await get(`/v1/modules/${world.modA.slug}/rating`, rater)).json();
    expect(mine.rating.stars).toBe(5);
    const notPassed = (await get(`/v1/modules/${world.modA2.slug}/rating`, rater)).json();
    expect(notPassed).toEqual({ canRate: false, rating: null });

    const summary = (await get(`/v1/business/modules/${world.modA.slug}/ratings`, world.roles.custA)).json();
    expect(summary.count).toBe(2);
    expect(summary.average).toBe(4.5);
    expect(summary.distribution.find((d: { stars: number }) => d.stars === 5).count).toBe(1);
    expect(summary.comments).toEqual([{ stars: 5, comment: 'Sehr hilfreich', updatedAt: expect.any(String) }]);
  });

  it('answers 404 like the module page for a module the member cannot see, passed or not', async () => {
    const db = ctx.database.db;
    const [rater] = world.munichers as [TestViewer];
    const played = await createModule(db, { manufacturerId: world.mA.id });
    await playThrough(ctx, rater.user, played.slug, correctAnswers(quiz));
    expect((await rate(rater, played.slug, { stars: 4, comment: 'gut' })).statusCode).toBe(200);
    const hidden = await createModule(db, { manufacturerId: world.mA.id, isVisible: false });
    await db.execute(sql`UPDATE modules SET is_visible = false WHERE id = ${played.id}`);

    for (const slug of [played.slug, hidden.slug]) {
      expect((await get(`/v1/modules/${slug}`, rater)).statusCode).toBe(404);
      const mine = await get(`/v1/modules/${slug}/rating`, rater);
      expect(mine.statusCode).toBe(404);
      const unknown = (await get('/v1/modules/unbekannt/rating', rater)).json();
      expect(mine.json()).toEqual({ error: { ...unknown.error, requestId: mine.headers['x-request-id'] } });
      expect((await rate(rater, slug, { stars: 1 })).statusCode).toBe(404);
    }
    const stored = await db.select().from(moduleRatings).where(eq(moduleRatings.moduleId, played.id));
    expect(stored.map((r) => [r.userId, r.stars])).toEqual([[rater.user.id, 4]]);
  });
});
