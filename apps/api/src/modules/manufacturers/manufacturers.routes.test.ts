import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers } from '../../db/schema/manufacturers';
import { createManufacturer } from '../../ops/seed/factories';
import { createModule, createProduct } from '../../ops/seed/learning-factories';
import { createViewers } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  viewers = await createViewers(ctx);
  const maker = await createManufacturer(db, { slug: 'waldkraut', name: 'Waldkraut' });
  await db
    .update(manufacturers)
    .set({ description: 'Pflanzliche Arzneimittel.', logo: '/media/logo.svg' })
    .where(eq(manufacturers.id, maker.id));
  const tea = await createProduct(db, { manufacturerId: maker.id, slug: 'magentee', name: 'Magentee' });
  const rx = await createProduct(db, {
    manufacturerId: maker.id,
    slug: 'rx-kapseln',
    name: 'Kapseln',
    isRxProduct: true,
  });
  await createProduct(db, { manufacturerId: maker.id, slug: 'alt', name: 'Alt', isActive: false });
  await createModule(db, { name: 'Magentee Wissen', productId: tea.id, manufacturerId: maker.id });
  await createModule(db, { name: 'Brand News ohne Produkt', type: 8, manufacturerId: maker.id });
  await createModule(db, { name: 'Rx Wissen', productId: rx.id, manufacturerId: maker.id });
  await createModule(db, { name: 'Fremdes Modul' });
});
afterAll(() => ctx.close());

describe('GET /api/v1/manufacturers/{slug}', () => {
  it('answers the manufacturer with the products and modules the user may see', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/manufacturers/waldkraut',
      headers: viewers.pka.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      slug: 'waldkraut',
      name: 'Waldkraut',
      description: 'Pflanzliche Arzneimittel.',
      logo: '/media/logo.svg',
    });
    expect(body.products).toEqual([
      {
        id: expect.any(Number),
        name: 'Magentee',
        slug: 'magentee',
        isActive: true,
        thumbnail: null,
        isRxProduct: false,
      },
    ]);
    expect(body.modules.map((m: { name: string }) => m.name).sort()).toEqual([
      'Brand News ohne Produkt',
      'Magentee Wissen',
    ]);
  });

  it('adds Rx content for qualified users and everything for staff', async () => {
    const pta = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/manufacturers/waldkraut', headers: viewers.pta.headers })
    ).json();
    expect(pta.products.map((p: { slug: string }) => p.slug)).toEqual(['rx-kapseln', 'magentee']);
    expect(pta.modules).toHaveLength(3);
    const staff = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/manufacturers/waldkraut', headers: viewers.staff.headers })
    ).json();
    expect(staff.products).toHaveLength(3);
  });

  it('answers 404 for unknown manufacturers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/manufacturers/niemand',
      headers: viewers.pta.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Dieser Hersteller wurde nicht gefunden.');
  });
});
