import type { Viewer } from '@apopunkt/domain/rules/module-visibility';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productVisibleTo } from '../../db/rule-sql';
import { manufacturers } from '../../db/schema/manufacturers';
import { productListColumns, products } from '../../db/schema/products';

const pageColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  isActive: products.isActive,
  isRxProduct: products.isRxProduct,
  thumbnail: products.thumbnail,
  banner: products.banner,
  downloads: products.downloads,
  tags: products.tags,
  customContent: products.customContent,
  manufacturerSlug: manufacturers.slug,
  manufacturerName: manufacturers.name,
};

/** A product the viewer may see, by id or slug, with its manufacturer. */
export async function findVisibleProduct(db: Executor, viewer: Viewer, by: { id: number } | { slug: string }) {
  const [row] = await db
    .select(pageColumns)
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(and('id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug), productVisibleTo(viewer)));
  return row ?? null;
}
export type ProductPageRow = NonNullable<Awaited<ReturnType<typeof findVisibleProduct>>>;

/** A manufacturer's products the viewer may see, by name (products_manufacturer_idx). */
export async function listVisibleProductsOf(db: Executor, viewer: Viewer, manufacturerId: number) {
  return db
    .select(productListColumns)
    .from(products)
    .where(and(eq(products.manufacturerId, manufacturerId), productVisibleTo(viewer)))
    .orderBy(asc(products.nameSort), asc(products.id));
}
