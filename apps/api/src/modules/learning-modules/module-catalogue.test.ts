import { MODULE_ORDERINGS } from '@apopunkt/domain/schemas/learning-modules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../db/schema/modules';
import type { ResolvedDeps } from '../../deps';
import { createManufacturer } from '../../ops/seed/factories';
import { createAdGroup, createModule, createProduct } from '../../ops/seed/learning-factories';
import { createViewers } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { ModuleCatalogue, selectCatalogueEntries } from './module-catalogue';
import { listModuleTiles } from './modules.repository';
import { getAdGroup, listModules, toModuleForUser } from './modules.service';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;
let deps: ResolvedDeps;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  deps = ctx.app.deps;
  viewers = await createViewers(ctx);
  const maker = await createManufacturer(db, { slug: 'katalog-hersteller', name: 'Katalog' });
  const active = await createProduct(db, { manufacturerId: maker.id });
  const rx = await createProduct(db, { manufacturerId: maker.id, isRxProduct: true });
  const inactive = await createProduct(db, { manufacturerId: maker.id, isActive: false });
  const variants = [
    { name: 'Ölbaum', type: 3 },
    { name: 'ärztlich beraten', type: 3 },
    { name: 'Anis', type: 2, productId: active.id, budget: 500 },
    { name: 'Baldrian', type: 3, visibleFrom: ago(3) },
    { name: 'Cistus', type: 8, productId: active.id, budget: 5 },
    { name: 'Dost', type: 0, isVerifiedOnly: true, visibleFrom: ago(9) },
    { name: 'Efeu', type: 2, productId: rx.id, budget: 500 },
    { name: 'Fenchel', type: 2, productId: inactive.id, budget: 500 },
    { name: 'Ginkgo', type: 1, isVisible: false },
    { name: 'Hopfen', type: 10, visibleFrom: new Date(Date.now() + DAY) },
    { name: 'Ingwer', type: 7, visibleFrom: ago(30), visibleTo: ago(1), budget: 500 },
    { name: 'Johanniskraut', type: 2, productId: active.id, visibleFrom: ago(3) },
  ] as const;
  const created = [];
  for (const variant of variants) created.push(await createModule(db, { manufacturerId: maker.id, ...variant }));
  await createAdGroup(db, { moduleIds: created.map((module) => module.id).reverse() });
});

afterAll(async () => {
  await ctx?.close();
});

describe('the in-memory module catalogue', () => {
  it('answers members and staff exactly what the database query answers, for every ordering and filter', async () => {
    for (const viewer of [viewers.pta, viewers.pka, viewers.newbie, viewers.staff]) {
      for (const ordering of MODULE_ORDERINGS) {
        for (const ignoreExhausted of [false, true]) {
          for (const types of [undefined, [2, 8] as const]) {
            const query = { order_by: ordering, ignore_exhausted: ignoreExhausted, type: types, limit: 4, offset: 1 };
            const fromCatalogue = await listModules(deps, viewer.user, { ...query, latest: false } as never);
            const fromDatabase = await listModuleTiles(
              deps.db,
              {
                viewer: viewer.user,
                userId: viewer.user.id,
                now: new Date(),
                types: types ? [...types] : undefined,
                ignoreExhausted,
              },
              { ordering, limit: 4, offset: 1 },
            );
            const label = `${viewer.user.job} ${ordering} ${ignoreExhausted} ${types}`;
            expect(fromCatalogue.count, label).toBe(fromDatabase.count);
            const expected = fromDatabase.rows.map((row) => toModuleForUser(row, new Date()));
            expect(
              fromCatalogue.results.map(({ slug, isExhausted }) => ({ slug, isExhausted })),
              label,
            ).toEqual(expected.map(({ slug, isExhausted }) => ({ slug, isExhausted })));
          }
        }
      }
    }
  });

  it('shares a list among viewers of a class only until a module’s visibility window opens or closes', async () => {
    const at = (date: Date) => ({ ...deps, clock: { ...deps.clock, now: () => date } });
    const names = async (date: Date) =>
      (await listModules(at(date), viewers.pta.user, { limit: 50, offset: 0, latest: true } as never)).results.map(
        (m) => m.name,
      );
    const today = await names(new Date());
    expect(today).not.toContain('Hopfen');
    expect(await names(new Date())).toEqual(today);
    // Tomorrow's module shows once its day has come, though today's list was kept for the class.
    expect(await names(new Date(Date.now() + 2 * DAY))).toContain('Hopfen');
    expect(await names(new Date())).toEqual(today);
    // Another class (no verified employment) gets its own list, without the verified-only module.
    const newbie = await listModules(deps, viewers.newbie.user, { limit: 50, offset: 0, latest: true } as never);
    expect(newbie.results.map((m) => m.name)).not.toContain('Dost');
    expect(today).toContain('Dost');
  });

  it('never hands a selection made for a later instant to an earlier one', async () => {
    const snapshot = await new ModuleCatalogue(ctx.database.db, 60_000, () => true).current();
    const list = snapshot.byOrdering['-visible_from'];
    const names = (now: Date) =>
      selectCatalogueEntries(snapshot, list, { viewer: viewers.pta.user, now }).map((m) => m.name);
    // The same snapshot for both: tomorrow's module is in the later selection only.
    expect(names(new Date(Date.now() + 2 * DAY))).toContain('Hopfen');
    expect(names(new Date())).not.toContain('Hopfen');
  });

  it('keeps the ad group order and filters it per member', async () => {
    const forPta = await getAdGroup(deps, viewers.pta.user, 1);
    const forPka = await getAdGroup(deps, viewers.pka.user, 1);
    expect(forPta.modules.map((m) => m.name)).toEqual([
      'Johanniskraut',
      'Efeu',
      'Dost',
      'Cistus',
      'Baldrian',
      'Anis',
      'ärztlich beraten',
      'Ölbaum',
    ]);
    expect(forPka.modules.map((m) => m.name)).not.toContain('Efeu');
  });

  it('loads anew once its feed heard a change (from any instance), and every maxAgeMs while the feed does not listen', async () => {
    const db = deps.db;
    const names = async (catalogue: ModuleCatalogue) =>
      (await catalogue.current()).byOrdering.name.filter((entry) => entry.isVisible).map((entry) => entry.name);
    const listening = new ModuleCatalogue(db, 60_000, () => true);
    const deaf = new ModuleCatalogue(db, 0, () => false);
    expect(await names(listening)).toContain('Baldrian');
    await db.update(modules).set({ isVisible: false }).where(eq(modules.name, 'Baldrian'));
    expect(await names(deaf)).not.toContain('Baldrian');
    expect(await names(listening)).toContain('Baldrian');
    listening.changed();
    expect(await names(listening)).not.toContain('Baldrian');
    // The app's own catalogue hears the change through the database's notification.
    await db.update(modules).set({ isVisible: true }).where(eq(modules.name, 'Baldrian'));
    await deps.readModels.settle();
    const list = await listModules(deps, viewers.pta.user, {
      order_by: 'name',
      limit: 50,
      offset: 0,
      latest: false,
      ignore_exhausted: false,
    } as never);
    expect(list.results.map((m) => m.name)).toContain('Baldrian');
  });
});
