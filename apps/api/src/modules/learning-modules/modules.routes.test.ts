import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer } from '../../ops/seed/factories';
import { createAdGroup, createModule, createProduct } from '../../ops/seed/learning-factories';
import { createViewers } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;
const m: Record<string, Awaited<ReturnType<typeof createModule>>> = {};
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  viewers = await createViewers(ctx);
  const maker = await createManufacturer(db, { slug: 'sonnenwerk', name: 'Sonnenwerk' });
  product = await createProduct(db, { manufacturerId: maker.id, slug: 'sonnenfluid', name: 'Sonnenfluid' });
  const rx = await createProduct(db, { manufacturerId: maker.id, slug: 'rx-salbe', isRxProduct: true });
  const inactive = await createProduct(db, { manufacturerId: maker.id, slug: 'alt-creme', isActive: false });
  const base = { manufacturerId: maker.id };
  m.alpha = await createModule(db, {
    ...base,
    name: 'Alpha',
    type: 2,
    productId: product.id,
    visibleFrom: ago(2),
    budget: 400,
  });
  m.beta = await createModule(db, { ...base, name: 'Beta', type: 3, visibleFrom: ago(5) });
  m.gamma = await createModule(db, {
    ...base,
    name: 'Gamma',
    type: 8,
    productId: product.id,
    visibleFrom: ago(20),
    budget: 10,
  });
  m.delta = await createModule(db, { name: 'Delta', type: 0, visibleFrom: ago(1) });
  m.hidden = await createModule(db, { ...base, name: 'Hidden', type: 2, isVisible: false, visibleFrom: ago(3) });
  m.future = await createModule(db, { ...base, name: 'Future', type: 2, visibleFrom: ago(-1) });
  m.expired = await createModule(db, { ...base, name: 'Expired', type: 9, visibleFrom: ago(30), visibleTo: ago(0.01) });
  m.verified = await createModule(db, {
    ...base,
    name: 'Verified',
    type: 7,
    isVerifiedOnly: true,
    visibleFrom: ago(4),
  });
  m.rx = await createModule(db, { ...base, name: 'Rx', type: 2, productId: rx.id, visibleFrom: ago(6) });
  m.inactive = await createModule(db, {
    ...base,
    name: 'Inactive',
    type: 2,
    productId: inactive.id,
    visibleFrom: ago(7),
  });
});
afterAll(() => ctx.close());

async function list(viewer: { headers: Record<string, string> }, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/modules${query}`, headers: viewer.headers });
  return { status: res.statusCode, body: res.json() };
}
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('GET /api/v1/modules visibility', () => {
  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/modules' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a verified PTA visible, verified-only and Rx modules, newest first', async () => {
    const { status, body } = await list(viewers.pta);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Delta', 'Alpha', 'Verified', 'Beta', 'Rx', 'Gamma']);
    expect(body.count).toBe(6);
  });

  it('hides Rx modules from a verified PKA', async () => {
    expect(names((await list(viewers.pka)).body)).toEqual(['Delta', 'Alpha', 'Verified', 'Beta', 'Gamma']);
  });

  it('hides verified-only and Rx modules from an unverified user', async () => {
    expect(names((await list(viewers.newbie)).body)).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma']);
  });

  it('shows staff everything, with the markers the UI needs', async () => {
    const { body } = await list(viewers.staff);
    expect(body.count).toBe(10);
    const byName = Object.fromEntries(body.results.map((r: { name: string }) => [r.name, r]));
    expect(byName.Hidden.isVisible).toBe(false);
    expect(byName.Rx.product).toEqual({ slug: 'rx-salbe', isActive: true, isRxProduct: true });
    expect(byName.Inactive.product).toEqual({ slug: 'alt-creme', isActive: false, isRxProduct: false });
  });
});

describe('GET /api/v1/modules filters and ordering', () => {
  it('filters by a comma list of types', async () => {
    expect(names((await list(viewers.pta, '?type=2,3')).body)).toEqual(['Alpha', 'Beta', 'Rx']);
    expect(names((await list(viewers.pta, '?type=8')).body)).toEqual(['Gamma']);
  });

  it('rejects unknown or malformed types with 400', async () => {
    for (const type of ['4', 'abc', '2,,3', '']) {
      const { status, body } = await list(viewers.pta, `?type=${type}`);
      expect(status, type).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('orders by name, -name, visible_from and -visible_from', async () => {
    expect(names((await list(viewers.newbie, '?order_by=name')).body)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(names((await list(viewers.newbie, '?order_by=-name')).body)).toEqual(['Gamma', 'Delta', 'Beta', 'Alpha']);
    expect(names((await list(viewers.newbie, '?order_by=visible_from')).body)).toEqual([
      'Gamma',
      'Beta',
      'Alpha',
      'Delta',
    ]);
    expect(names((await list(viewers.newbie, '?order_by=-visible_from')).body)).toEqual([
      'Delta',
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect((await list(viewers.newbie, '?order_by=price')).status).toBe(400);
  });

  it('paginates with limit and offset and links next and previous', async () => {
    const first = (await list(viewers.newbie, '?limit=3')).body;
    expect(names(first)).toEqual(['Delta', 'Alpha', 'Beta']);
    expect(first.count).toBe(4);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/v1/modules?limit=3&offset=3');
    const second = (await list(viewers.newbie, '?limit=3&offset=3')).body;
    expect(names(second)).toEqual(['Gamma']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/v1/modules?limit=3&offset=0');
    expect((await list(viewers.newbie, '?limit=500')).status).toBe(200);
    expect((await list(viewers.newbie, '?limit=501')).status).toBe(400);
    expect((await list(viewers.newbie, '?offset=-1')).status).toBe(400);
  });

  it('latest=true lists the newest first whatever order_by says', async () => {
    const { body } = await list(viewers.newbie, '?latest=true&order_by=name&limit=2');
    expect(names(body)).toEqual(['Delta', 'Alpha']);
  });

  it('ignore_exhausted=true leaves out budgeted modules that cannot pay, never unlimited ones', async () => {
    expect(names((await list(viewers.newbie, '?ignore_exhausted=true')).body)).toEqual(['Delta', 'Alpha', 'Gamma']);
    expect((await list(viewers.newbie, '?ignore_exhausted=maybe')).status).toBe(400);
  });
});

describe('module-for-user shape', () => {
  it('answers the fields of spec §3 with budget and completion state', async () => {
    const { body } = await list(viewers.pta, '?type=2,3,8,0');
    const byName = Object.fromEntries(body.results.map((r: { name: string }) => [r.name, r]));
    expect(byName.Alpha).toMatchObject({
      uuid: m.alpha?.uuid,
      slug: m.alpha?.slug,
      type: 2,
      isVisible: true,
      isNew: true,
      completed: false,
      creditable: true,
      isExhausted: false,
      visibleTo: null,
      knowledgeValue: 10,
      product: { slug: 'sonnenfluid', isActive: true, isRxProduct: false },
      premium: true,
      premiumValue: 4,
    });
    expect(byName.Beta).toMatchObject({ isExhausted: true, premiumValue: 4, product: null });
    expect(byName.Gamma).toMatchObject({ isNew: false, isExhausted: false, premiumValue: 1 });
    expect(byName.Delta).toMatchObject({ isExhausted: false, premium: false, premiumValue: 0 });
    expect(new Date(byName.Alpha.visibleFrom).getTime()).toBe(m.alpha?.visibleFrom.getTime());
  });
});

describe('GET /api/v1/modules/{slug}', () => {
  it('answers the detail fields', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/modules/${m.alpha?.slug}`,
      headers: viewers.pta.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      slug: m.alpha?.slug,
      name: 'Alpha',
      coverImageSrc: null,
      footNote: null,
      legalInfo: null,
      contentUrl: null,
      sourcesPdf: null,
      thirdPartyModalData: null,
      surveyUrl: null,
      manufacturer: { slug: 'sonnenwerk', name: 'Sonnenwerk' },
      questionCount: 2,
      passMarkPercent: 70,
      repeatPeriodDays: null,
      isVerifiedOnly: false,
    });
    expect(JSON.stringify(body)).not.toContain('correct');
  });

  it('answers 404 for modules the user may not see, and staff see them', async () => {
    const get = (slug: string | undefined, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/modules/${slug}`, headers });
    for (const hidden of [m.hidden, m.future, m.expired, m.rx, m.inactive, m.verified]) {
      const res = await get(hidden?.slug, viewers.newbie.headers);
      expect(res.statusCode, hidden?.name).toBe(404);
      expect(res.json().error.message).toBe('Dieses Modul wurde nicht gefunden.');
      expect((await get(hidden?.slug, viewers.staff.headers)).statusCode).toBe(200);
    }
    expect((await get(m.rx?.slug, viewers.pka.headers)).statusCode).toBe(404);
    expect((await get(m.rx?.slug, viewers.pta.headers)).statusCode).toBe(200);
    expect((await get('gibt-es-nicht', viewers.pta.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/ad-groups/{id}', () => {
  it('lists the editors picks the user may see, in their order', async () => {
    const group = await createAdGroup(ctx.database.db, {
      moduleIds: [m.gamma?.id, m.hidden?.id, m.alpha?.id].map(Number),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ad-groups/${group.id}`,
      headers: viewers.pta.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: group.id, name: 'Empfehlungen der Redaktion' });
    expect(res.json().modules.map((x: { name: string }) => x.name)).toEqual(['Gamma', 'Alpha']);
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ad-groups/${group.id}`,
      headers: viewers.staff.headers,
    });
    expect(staff.json().modules).toHaveLength(3);
  });

  it('answers 404 for an unknown group and 400 for a bad id', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/ad-groups/999', headers: viewers.pta.headers });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/ad-groups/abc', headers: viewers.pta.headers });
    expect(bad.statusCode).toBe(400);
  });
});
