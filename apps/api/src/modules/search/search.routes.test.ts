import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer } from '../../ops/seed/factories';
import { createModule, createProduct } from '../../ops/seed/learning-factories';
import { createViewers, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  viewers = await createViewers(ctx);
  const maker = await createManufacturer(db, { slug: 'sonnenhof', name: 'Sonnenhof Pharma' });
  await createManufacturer(db, { slug: 'nordwind', name: 'Nordwind Arzneimittel' });
  const fluid = await createProduct(db, {
    manufacturerId: maker.id,
    slug: 'sonnenfluid',
    name: 'Sonnenfluid LSF 50',
    description: 'Leichter Sonnenschutz für empfindliche Haut.',
  });
  const rx = await createProduct(db, {
    manufacturerId: maker.id,
    slug: 'rx-creme',
    name: 'Sonnencreme Rx',
    isRxProduct: true,
  });
  await createProduct(db, { manufacturerId: maker.id, slug: 'alt', name: 'Sonnenöl alt', isActive: false });
  await createModule(db, {
    slug: 'erkaeltung',
    name: 'Erkältungen sicher beraten',
    shortDescription: 'Husten, Schnupfen, Heiserkeit',
  });
  await createModule(db, { slug: 'sonnenschutz', name: 'Sonnenschutz verstehen', productId: fluid.id });
  await createModule(db, { slug: 'sonne-rx', name: 'Sonnenschutz mit Rx', productId: rx.id });
  await createModule(db, { slug: 'sonne-versteckt', name: 'Sonnenschutz versteckt', isVisible: false });
  await createModule(db, { slug: 'sonne-verifiziert', name: 'Sonnenschutz für Profis', isVerifiedOnly: true });
});
afterAll(() => ctx.close());

async function search(viewer: TestViewer, name: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/search?name=${encodeURIComponent(name)}`,
    headers: viewer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const slugs = (hits: { slug: string }[]) => hits.map((h) => h.slug).sort();

describe('GET /api/v1/search', () => {
  it('finds German word forms by stemming ("Erkältung" finds "Erkältungen")', async () => {
    const body = await search(viewers.pta, 'Erkältung');
    expect(body.modules).toEqual([{ slug: 'erkaeltung', name: 'Erkältungen sicher beraten' }]);
    expect(slugs((await search(viewers.pta, 'schnupfen')).modules)).toEqual(['erkaeltung']);
  });

  it('matches word prefixes and every typed word', async () => {
    const body = await search(viewers.pka, 'sonnens');
    expect(slugs(body.modules)).toEqual(['sonne-verifiziert', 'sonnenschutz']);
    expect(slugs((await search(viewers.pka, 'Sonnenschutz verst')).modules)).toEqual(['sonnenschutz']);
    expect(slugs((await search(viewers.pka, 'Nordw')).manufacturers)).toEqual(['nordwind']);
    expect(slugs((await search(viewers.pka, 'empfindlich')).products)).toEqual(['sonnenfluid']);
  });

  it('returns only what the user may see', async () => {
    expect(slugs((await search(viewers.newbie, 'sonne')).modules)).toEqual(['sonnenschutz']);
    expect(slugs((await search(viewers.newbie, 'sonne')).products)).toEqual(['sonnenfluid']);
    expect(slugs((await search(viewers.pta, 'sonne')).modules)).toEqual([
      'sonne-rx',
      'sonne-verifiziert',
      'sonnenschutz',
    ]);
    expect(slugs((await search(viewers.pta, 'sonne')).products)).toEqual(['rx-creme', 'sonnenfluid']);
    const staff = await search(viewers.staff, 'sonne');
    expect(staff.modules).toHaveLength(4);
    expect(staff.products).toHaveLength(3);
  });

  it('answers empty lists below 3 characters and for input without letters, never an error', async () => {
    const empty = { products: [], modules: [], manufacturers: [] };
    expect(await search(viewers.pta, 'so')).toEqual(empty);
    expect(await search(viewers.pta, '  ')).toEqual(empty);
    expect(await search(viewers.pta, "&|!:*()'")).toEqual(empty);
    expect(await search(viewers.pta, 'der die das')).toEqual(empty);
    expect((await search(viewers.pta, "sonne:* | !'")).modules.length).toBeGreaterThan(0);
  });

  it('needs a signed-in user and limits the query length', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/search?name=sonne' })).statusCode).toBe(401);
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/search?name=${'a'.repeat(201)}`,
      headers: viewers.pta.headers,
    });
    expect(long.statusCode).toBe(400);
  });
});
