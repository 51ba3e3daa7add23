import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompetition } from '../../ops/seed/engagement-factories';
import { createManufacturer } from '../../ops/seed/factories';
import { createModule, createProduct } from '../../ops/seed/learning-factories';
import { createViewers } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;
let product: Awaited<ReturnType<typeof createProduct>>;
let rx: Awaited<ReturnType<typeof createProduct>>;
let inactive: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  viewers = await createViewers(ctx);
  const maker = await createManufacturer(db, { slug: 'nordlicht', name: 'Nordlicht Pharma' });
  product = await createProduct(db, {
    manufacturerId: maker.id,
    slug: 'nasenspray',
    name: 'Nordlicht Nasenspray',
    description: 'Abschwellend.',
    tags: ['Erkältung', 'Nase'],
    banner: '/media/banner.svg',
    thumbnail: '/media/thumb.svg',
    downloads: [{ title: 'Gebrauchsinformation', fileName: 'gi.pdf', href: '/media/gi.pdf' }],
    customContent: 'Absatz eins.\n\nAbsatz zwei.',
  });
  rx = await createProduct(db, { manufacturerId: maker.id, slug: 'rx-tabletten', isRxProduct: true });
  inactive = await createProduct(db, { manufacturerId: maker.id, slug: 'alt-spray', isActive: false });
  await createModule(db, { name: 'Produktwissen', type: 2, productId: product.id, manufacturerId: maker.id });
  await createModule(db, { name: 'Brand News', type: 8, productId: product.id, manufacturerId: maker.id });
  await createModule(db, { name: 'Basiswissen Schnupfen', type: 0, productId: product.id });
  await createModule(db, { name: 'Versteckt', type: 2, productId: product.id, isVisible: false });
});
afterAll(() => ctx.close());

const get = (idOrSlug: string | number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/products/${idOrSlug}`, headers });

describe('GET /api/v1/products/{idOrSlug}', () => {
  it('answers the product page by slug with modules split into manufacturer and medicine modules', async () => {
    const res = await get('nasenspray', viewers.newbie.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: product.id,
      slug: 'nasenspray',
      name: 'Nordlicht Nasenspray',
      description: 'Abschwellend.',
      banner: '/media/banner.svg',
      thumbnail: '/media/thumb.svg',
      downloads: [{ title: 'Gebrauchsinformation', fileName: 'gi.pdf', href: '/media/gi.pdf' }],
      tags: ['Erkältung', 'Nase'],
      customContent: 'Absatz eins.\n\nAbsatz zwei.',
      manufacturer: { slug: 'nordlicht', name: 'Nordlicht Pharma' },
      competitions: [],
      isActive: true,
      isRxProduct: false,
    });
    expect(body.manufacturerModules.map((m: { name: string }) => m.name).sort()).toEqual([
      'Brand News',
      'Produktwissen',
    ]);
    expect(body.medicineModules.map((m: { name: string }) => m.name)).toEqual(['Basiswissen Schnupfen']);
  });

  it('lists the running competitions that count a module of the product, premium-only ones for premium members', async () => {
    const db = ctx.database.db;
    const withCompetitions = await createProduct(db, { slug: 'halsbonbons' });
    const module = await createModule(db, { name: 'Halsweh', type: 2, productId: withCompetitions.id });
    await createCompetition(db, { name: 'Für alle', moduleIds: [module.id] });
    await createCompetition(db, { name: 'Nur Premium', isOnlyForPremiumUsers: true, moduleIds: [module.id] });
    await createCompetition(db, { name: 'Pausiert', isActive: false, moduleIds: [module.id] });
    const namesFor = async (headers: Record<string, string>) =>
      (await get('halsbonbons', headers)).json().competitions.map((c: { name: string }) => c.name);
    expect((await namesFor(viewers.pta.headers)).sort()).toEqual(['Für alle', 'Nur Premium']);
    expect(await namesFor(viewers.pka.headers)).toEqual(['Für alle']);
  });

  it('treats a numeric segment as an id', async () => {
    const res = await get(product.id, viewers.newbie.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('nasenspray');
    expect((await get(999999, viewers.newbie.headers)).statusCode).toBe(404);
  });

  it('shows Rx products only to qualified users and inactive products only to staff', async () => {
    expect((await get('rx-tabletten', viewers.pta.headers)).statusCode).toBe(200);
    expect((await get(rx.id, viewers.pka.headers)).statusCode).toBe(404);
    expect((await get('rx-tabletten', viewers.newbie.headers)).statusCode).toBe(404);
    expect((await get('alt-spray', viewers.pta.headers)).statusCode).toBe(404);
    const staff = await get(inactive.id, viewers.staff.headers);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ isActive: false });
    const staffModules = (await get('nasenspray', viewers.staff.headers)).json().manufacturerModules;
    expect(staffModules).toHaveLength(3);
  });

  it('needs a signed-in user and answers 404 for unknown slugs', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/nasenspray' })).statusCode).toBe(401);
    const res = await get('gibt-es-nicht', viewers.pta.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Dieses Produkt wurde nicht gefunden.');
  });
});
