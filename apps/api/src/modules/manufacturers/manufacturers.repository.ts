import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/manufacturers';

export async function findManufacturerBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      id: manufacturers.id,
      slug: manufacturers.slug,
      name: manufacturers.name,
      description: manufacturers.description,
      logo: manufacturers.logo,
    })
    .from(manufacturers)
    .where(eq(manufacturers.slug, slug));
  return row ?? null;
}
