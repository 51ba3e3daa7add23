import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewer, createViewers, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;
let superuser: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  viewers = await createViewers(ctx);
  superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
function call(viewer: TestViewer | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: viewer?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function newManufacturer(name = 'Sonnenhof Pharma') {
  const res = await call(viewers.staff, 'POST', '/v1/admin/manufacturers', {
    name,
    description: '<b>Familienunternehmen</b> seit 1950',
    logo: '/media/uploads/2026/05/logo.png',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('access', () => {
  it('answers 401 to guests and 403 to members', async () => {
    const calls: [Method, string, unknown?][] = [
      ['POST', '/v1/admin/manufacturers', { name: 'X' }],
      ['GET', '/v1/admin/manufacturers/1'],
      ['PATCH', '/v1/admin/manufacturers/1', { name: 'X' }],
      ['GET', '/v1/admin/products'],
      ['POST', '/v1/admin/products', { name: 'X', manufacturerId: 1 }],
      ['GET', '/v1/admin/products/1'],
      ['PATCH', '/v1/admin/products/1', { name: 'X' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(viewers.pka, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('manufacturers', () => {
  it('creates with a slug from the name and sanitised page text, edits, audits and lists in the picker', async () => {
    const created = await newManufacturer('Grünwald Naturheilmittel');
    expect(created).toMatchObject({
      slug: 'gruenwald-naturheilmittel',
      description: 'Familienunternehmen seit 1950',
      productCount: 0,
    });
    const patched = await call(viewers.staff, 'PATCH', `/v1/admin/manufacturers/${created.id}`, {
      name: 'Grünwald AG',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Grünwald AG', logo: created.logo, slug: created.slug });

    const picker = await call(viewers.staff, 'GET', '/v1/admin/manufacturers?limit=500');
    expect(picker.json().results).toContainEqual({ id: created.id, slug: created.slug, name: 'Grünwald AG' });

    const log = await call(superuser, 'GET', `/v1/admin/audit-log?entity_type=manufacturer&entity_id=${created.id}`);
    expect(
      log
        .json()
        .results.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['manufacturer.create', 'manufacturer.update']);
  });

  it('refuses a taken slug, a foreign logo and unknown ids', async () => {
    const a = await newManufacturer('Hersteller Eins');
    const b = await newManufacturer('Hersteller Zwei');
    expect((await call(viewers.staff, 'PATCH', `/v1/admin/manufacturers/${b.id}`, { slug: a.slug })).statusCode).toBe(
      409,
    );
    expect((await call(viewers.staff, 'POST', '/v1/admin/manufacturers', { name: 'X', slug: a.slug })).statusCode).toBe(
      409,
    );
    expect(
      (await call(viewers.staff, 'POST', '/v1/admin/manufacturers', { name: 'X', logo: 'https://evil.example/x.png' }))
        .statusCode,
    ).toBe(400);
    expect((await call(viewers.staff, 'GET', '/v1/admin/manufacturers/999999')).statusCode).toBe(404);
    expect((await call(viewers.staff, 'PATCH', '/v1/admin/manufacturers/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('products', () => {
  it('creates and edits a product page: banner, downloads, tags, Rx and active flags', async () => {
    const maker = await newManufacturer('Produkt Hersteller');
    const res = await call(viewers.staff, 'POST', '/v1/admin/products', {
      name: 'Sonnenmilch LSF 50',
      manufacturerId: maker.id,
      description: 'Wasserfest.',
      customContent: '- Für Kinder\n- Parfümfrei',
      banner: '/media/uploads/2026/05/banner.png',
      downloads: [{ title: 'Beipackzettel', fileName: 'beipackzettel.pdf', href: '/media/uploads/2026/05/b.pdf' }],
      tags: ['Sonne', 'Kinder', 'Sonne'],
      isRxProduct: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      slug: 'sonnenmilch-lsf-50',
      manufacturer: { id: maker.id, name: 'Produkt Hersteller' },
      tags: ['Sonne', 'Kinder'],
      isActive: true,
      isRxProduct: true,
      moduleCount: 0,
    });

    const off = await call(viewers.staff, 'PATCH', `/v1/admin/products/${product.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, isRxProduct: true, tags: ['Sonne', 'Kinder'] });

    // The public product page follows: inactive products are hidden from members.
    const publicPage = await call(viewers.pka, 'GET', `/v1/products/${product.slug}`);
    expect(publicPage.statusCode).toBe(404);

    const list = await call(viewers.staff, 'GET', `/v1/admin/products?manufacturer=${maker.id}&active=false`);
    expect(list.json().results.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const rx = await call(viewers.staff, 'GET', `/v1/admin/products?manufacturer=${maker.id}&rx=false`);
    expect(rx.json().count).toBe(0);
  });

  it('refuses an unknown manufacturer, foreign download links and unknown ids', async () => {
    const unknown = await call(viewers.staff, 'POST', '/v1/admin/products', { name: 'X', manufacturerId: 999999 });
    expect(unknown.statusCode).toBe(400);
    const maker = await newManufacturer('Link Hersteller');
    const foreign = await call(viewers.staff, 'POST', '/v1/admin/products', {
      name: 'X',
      manufacturerId: maker.id,
      downloads: [{ title: 'PDF', fileName: 'x.pdf', href: 'https://evil.example/x.pdf' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(viewers.staff, 'GET', '/v1/admin/products/999999')).statusCode).toBe(404);
    expect((await call(viewers.staff, 'PATCH', '/v1/admin/products/999999', { name: 'X' })).statusCode).toBe(404);
  });

  it("keeps a product's manufacturer while modules of it belong to that manufacturer", async () => {
    const [first, second] = [await newManufacturer('Erster Hersteller'), await newManufacturer('Zweiter Hersteller')];
    const product = (
      await call(viewers.staff, 'POST', '/v1/admin/products', { name: 'Mit Modul', manufacturerId: first.id })
    ).json();
    const bare = (
      await call(viewers.staff, 'POST', '/v1/admin/products', { name: 'Ohne Modul', manufacturerId: first.id })
    ).json();
    const module = await call(viewers.staff, 'POST', '/v1/admin/modules', {
      type: 2,
      name: 'M',
      productId: product.id,
    });
    expect(module.json().manufacturerId).toBe(first.id);

    const moved = await call(viewers.staff, 'PATCH', `/v1/admin/products/${product.id}`, { manufacturerId: second.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toContain('Module des bisherigen Herstellers');
    expect((await call(viewers.staff, 'GET', `/v1/admin/products/${product.id}`)).json().manufacturer.id).toBe(
      first.id,
    );
    const same = await call(viewers.staff, 'PATCH', `/v1/admin/products/${product.id}`, { manufacturerId: first.id });
    expect(same.statusCode).toBe(200);
    const free = await call(viewers.staff, 'PATCH', `/v1/admin/products/${bare.id}`, { manufacturerId: second.id });
    expect(free.json().manufacturer.id).toBe(second.id);
  });
});
