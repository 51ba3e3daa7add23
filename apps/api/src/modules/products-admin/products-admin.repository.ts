import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/manufacturers';
import { modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { likeContaining } from '../../lib/text-search';

export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

const productCount =
  sql<number>`(SELECT count(*) FROM products p WHERE p.manufacturer_id = ${manufacturers.id})`.mapWith(Number);
const moduleCount = sql<number>`(SELECT count(*) FROM modules m WHERE m.product_id = ${products.id})`.mapWith(Number);

export async function findManufacturer(db: Executor, id: number) {
  const [row] = await db
    .select({ manufacturer: manufacturers, productCount })
    .from(manufacturers)
    .where(eq(manufacturers.id, id));
  return row ?? null;
}

export async function lockManufacturer(db: Executor, id: number): Promise<ManufacturerRow | null> {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id)).for('update');
  return row ?? null;
}

export async function insertManufacturer(db: Executor, values: typeof manufacturers.$inferInsert) {
  const [row] = await db.insert(manufacturers).values(values).returning();
  if (!row) throw new Error('manufacturer insert returned nothing');
  return row;
}

export async function updateManufacturer(db: Executor, id: number, values: Partial<typeof manufacturers.$inferInsert>) {
  if (Object.keys(values).length === 0) return; // an empty PATCH changes nothing
  await db.update(manufacturers).set(values).where(eq(manufacturers.id, id));
}

export async function manufacturerSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.slug, slug));
  return Boolean(row);
}

export async function productSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return Boolean(row);
}

const productColumns = {
  product: products,
  manufacturerName: manufacturers.name,
  manufacturerSlug: manufacturers.slug,
  moduleCount,
};

export interface ProductFilter {
  manufacturerId?: number;
  active?: boolean;
  rx?: boolean;
  search?: string;
}

function productWhere(filter: ProductFilter): SQL | undefined {
  return and(
    filter.manufacturerId !== undefined ? eq(products.manufacturerId, filter.manufacturerId) : undefined,
    filter.active !== undefined ? eq(products.isActive, filter.active) : undefined,
    filter.rx !== undefined ? eq(products.isRxProduct, filter.rx) : undefined,
    filter.search ? ilike(products.name, likeContaining(filter.search)) : undefined,
  );
}

/** Every product (active or not, Rx or not) for staff, newest first. */
export async function listProducts(db: Executor, filter: ProductFilter, page: { limit: number; offset: number }) {
  const where = productWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type ProductListRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export async function findProduct(db: Executor, id: number): Promise<ProductListRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(products.id, id));
  return row ?? null;
}

export async function lockProduct(db: Executor, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

export async function insertProduct(db: Executor, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function updateProduct(db: Executor, id: number, values: Partial<typeof products.$inferInsert>) {
  if (Object.keys(values).length === 0) return; // an empty PATCH changes nothing
  await db.update(products).set(values).where(eq(products.id, id));
}

/** Whether a module of the product belongs to another manufacturer than the one given. */
export async function productHasModulesOfOthers(db: Executor, productId: number, manufacturerId: number) {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.productId, productId), sql`${modules.manufacturerId} IS DISTINCT FROM ${manufacturerId}`))
    .limit(1);
  return Boolean(row);
}
