import { COST_PER_CONTACT, MODULE_TYPE_VALUES, type ModuleType } from '@apopunkt/domain/constants/modules';
import { isUnlimitedType } from '@apopunkt/domain/rules/contacts';
import { rewardKeys } from '@apopunkt/domain/rules/ledger';
import { canSeeModule, canSeeProduct, type Viewer } from '@apopunkt/domain/rules/module-visibility';
import { effectivePremiumValue, isModuleExhausted } from '@apopunkt/domain/rules/rewards';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer } from '../ops/seed/factories';
import { one } from '../ops/seed/load/sql';
import { openTestDatabase } from '../test-support/test-app';
import {
  exhaustedOf,
  firstRewardKeySql,
  moduleVisibleTo,
  premiumValueOf,
  productVisibleTo,
  unlimitedTypeOf,
} from './rule-sql';
import { modules } from './schema/modules';
import { products } from './schema/products';

/**
 * One table of cases through the TypeScript rule in packages/domain and through its SQL twin in
 * rule-sql.ts: both must answer the same for every case.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const VIEWERS: Record<string, Viewer> = {
  staff: { isStaff: true, job: null, employeeVerified: false, jobConfirmationPending: false },
  'verified PTA': { isStaff: false, job: 'PTA', employeeVerified: true, jobConfirmationPending: false },
  'verified PHO': { isStaff: false, job: 'PHO', employeeVerified: true, jobConfirmationPending: false },
  'verified PKA': { isStaff: false, job: 'PKA', employeeVerified: true, jobConfirmationPending: false },
  'PTA awaiting job confirmation': { isStaff: false, job: 'PTA', employeeVerified: true, jobConfirmationPending: true },
  'unverified PTA': { isStaff: false, job: 'PTA', employeeVerified: false, jobConfirmationPending: false },
  'no job': { isStaff: false, job: null, employeeVerified: false, jobConfirmationPending: false },
};

const PRODUCT_CASES = [
  { isActive: true, isRxProduct: false },
  { isActive: true, isRxProduct: true },
  { isActive: false, isRxProduct: false },
  { isActive: false, isRxProduct: true },
];

const WINDOWS = [
  { visibleFrom: at(-1), visibleTo: null },
  { visibleFrom: at(1), visibleTo: null },
  { visibleFrom: at(-2), visibleTo: at(-1) },
  { visibleFrom: at(-2), visibleTo: at(1) },
  { visibleFrom: NOW, visibleTo: null },
  { visibleFrom: at(-1), visibleTo: NOW },
];

type ProductRow = { id: number; isActive: boolean; isRxProduct: boolean };
type ModuleCase = {
  slug: string;
  isVisible: boolean;
  isVerifiedOnly: boolean;
  visibleFrom: Date;
  visibleTo: Date | null;
  product: ProductRow | null;
};

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let productRows: ProductRow[];
let moduleCases: (ModuleCase & { id: number })[];

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const maker = await createManufacturer(db, { slug: 'rules', name: 'Regelwerk' });
  productRows = await db
    .insert(products)
    .values(PRODUCT_CASES.map((p, i) => ({ ...p, slug: `p-${i}`, name: `Produkt ${i}`, manufacturerId: maker.id })))
    .returning({ id: products.id, isActive: products.isActive, isRxProduct: products.isRxProduct });
  const cases: ModuleCase[] = [];
  for (const isVisible of [true, false])
    for (const isVerifiedOnly of [false, true])
      for (const window of WINDOWS)
        for (const product of [null, ...productRows])
          cases.push({ slug: `m-${cases.length}`, isVisible, isVerifiedOnly, ...window, product });
  const inserted = await db
    .insert(modules)
    .values(
      cases.map((c) => ({
        slug: c.slug,
        name: c.slug,
        type: 2 as const,
        isVisible: c.isVisible,
        isVerifiedOnly: c.isVerifiedOnly,
        visibleFrom: c.visibleFrom,
        visibleTo: c.visibleTo,
        productId: c.product?.id ?? null,
      })),
    )
    .returning({ id: modules.id, slug: modules.slug });
  const ids = new Map(inserted.map((r) => [r.slug, r.id]));
  moduleCases = cases.map((c) => ({ ...c, id: ids.get(c.slug) ?? 0 }));
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe('visibility: canSeeProduct / canSeeModule and their SQL twins', () => {
  for (const [who, viewer] of Object.entries(VIEWERS)) {
    it(`products for ${who}`, async () => {
      const ids = productRows.map((p) => p.id);
      const rows = await database.db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), productVisibleTo(viewer)));
      const expected = productRows.filter((p) => canSeeProduct(viewer, p)).map((p) => p.id);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    });

    it(`modules for ${who}`, async () => {
      const rows = await database.db
        .select({ id: modules.id })
        .from(modules)
        .leftJoin(products, eq(products.id, modules.productId))
        .where(moduleVisibleTo(viewer, NOW));
      const expected = moduleCases.filter((m) => canSeeModule(viewer, m, NOW)).map((m) => m.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    });
  }
});

describe('premium value, unlimited types and exhaustion: the rules and their SQL twins', () => {
  it('answer the same for every module type, own value and balance', async () => {
    expect(Object.keys(COST_PER_CONTACT).length).toBeGreaterThan(0);
    for (const type of MODULE_TYPE_VALUES as readonly ModuleType[]) {
      for (const own of [null, 0, 7]) {
        for (const balance of [-5, 0, 3, 7, 100]) {
          const value = premiumValueOf(sql`${type}::int`, sql`${own}::int`);
          const row = await one<{ value: number; unlimited: boolean; exhausted: boolean }>(
            database.db,
            sql`SELECT ${value} AS value, ${unlimitedTypeOf(sql`${type}::int`)} AS unlimited,
                       ${exhaustedOf(sql`${type}::int`, value, sql`${balance}::int`)} AS exhausted`,
            'rules',
          );
          const premiumValue = effectivePremiumValue(type, own);
          expect(row, `type ${type}, own value ${own}, balance ${balance}`).toEqual({
            value: premiumValue,
            unlimited: isUnlimitedType(type),
            exhausted: isModuleExhausted({ type, premiumValue, balance }),
          });
        }
      }
    }
  });

  it('build the first reward keys as rewardKeys does', async () => {
    const keys = await one<{ reward: string; nopts: string }>(
      database.db,
      sql`SELECT ${firstRewardKeySql('reward', sql`12`, sql`345`)} AS reward,
                 ${firstRewardKeySql('nopts', sql`12`, sql`345`)} AS nopts`,
      'keys',
    );
    expect(keys).toEqual({ reward: rewardKeys.reward(12, 345, 0), nopts: rewardKeys.noPoints(12, 345, 0) });
  });
});
