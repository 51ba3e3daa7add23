import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/manufacturers';
import { SEED_MANUFACTURERS } from './content/manufacturers';
import { SEED_MODULES } from './content/modules';
import { SEED_PRODUCTS } from './content/products';
import type { SeedModule } from './content/types';
import { seedDemoActivity } from './learning-demo-activity';
import { createAdGroup, createModule, createProduct } from './learning-factories';
import { seedAccreditations } from './training-points';

const DAY_MS = 24 * 60 * 60 * 1000;
const AD_GROUP_SIZE = 6;
/** Types the editors' picks prefer, one each, before the newest of the rest fill the group. */
const AD_GROUP_TYPE_ORDER: ModuleType[] = [9, 2, 3, 7, 10, 8, 0, 1];

async function upsertManufacturer(db: Executor, m: (typeof SEED_MANUFACTURERS)[number]): Promise<number> {
  const [row] = await db
    .insert(manufacturers)
    .values({ slug: m.slug, name: m.name, description: m.description, logo: m.logo })
    .onConflictDoUpdate({
      target: manufacturers.slug,
      set: { name: m.name, description: m.description, logo: m.logo },
    })
    .returning({ id: manufacturers.id });
  if (!row) throw new Error(`manufacturer ${m.slug} not stored`);
  return row.id;
}

/** Editors' picks: visible modules everybody may see, varied by type, newest first. */
function pickAdGroup(candidates: { seed: SeedModule; id: number; openToAll: boolean }[]): number[] {
  const open = candidates
    .filter((c) => c.openToAll)
    .sort((a, b) => a.seed.visibleFromDaysAgo - b.seed.visibleFromDaysAgo);
  const picked: number[] = [];
  for (const type of AD_GROUP_TYPE_ORDER) {
    const match = open.find((c) => c.seed.type === type && !picked.includes(c.id));
    if (match && picked.length < AD_GROUP_SIZE) picked.push(match.id);
  }
  for (const c of open) if (picked.length < AD_GROUP_SIZE && !picked.includes(c.id)) picked.push(c.id);
  return picked;
}

/**
 * Seeds the learning content (DESIGN §6, §7): the content engineer's manufacturers, products
 * and modules, each module's budget as a DEPOSIT from the mint, ad group 1 ("Empfehlungen der
 * Redaktion") and, for pta@demo.apopunkt.de, completions through the real reward service so
 * that history and scores are not empty.
 */
export async function seedLearningData(db: Executor, options: { now: Date }): Promise<void> {
  const manufacturerIds = new Map<string, number>();
  for (const m of SEED_MANUFACTURERS) manufacturerIds.set(m.slug, await upsertManufacturer(db, m));
  const manufacturerId = (slug: string) => {
    const id = manufacturerIds.get(slug);
    if (id === undefined) throw new Error(`seed: unknown manufacturer ${slug}`);
    return id;
  };

  const products = new Map<string, Awaited<ReturnType<typeof createProduct>>>();
  for (const p of SEED_PRODUCTS) {
    const { manufacturerSlug, ...values } = p;
    products.set(p.slug, await createProduct(db, { ...values, manufacturerId: manufacturerId(manufacturerSlug) }));
  }

  const created: { seed: SeedModule; id: number; openToAll: boolean }[] = [];
  for (const m of SEED_MODULES) {
    const product = m.productSlug ? products.get(m.productSlug) : undefined;
    if (m.productSlug && !product) throw new Error(`seed: unknown product ${m.productSlug}`);
    const row = await createModule(db, {
      slug: m.slug,
      name: m.name,
      longName: m.longName,
      shortDescription: m.shortDescription,
      type: m.type,
      productId: product?.id ?? null,
      manufacturerId: m.manufacturerSlug ? manufacturerId(m.manufacturerSlug) : (product?.manufacturerId ?? null),
      knowledgeValue: m.knowledgeValue,
      premiumValue: m.premiumValue ?? null,
      isVerifiedOnly: m.isVerifiedOnly ?? false,
      isVisible: m.isVisible ?? true,
      visibleFrom: new Date(options.now.getTime() - m.visibleFromDaysAgo * DAY_MS),
      repeatPeriodDays: m.repeatPeriodDays ?? null,
      minSeconds: m.minSeconds ?? null,
      thumbnail: m.thumbnail,
      coverImage: m.coverImage,
      footNote: m.footNote ?? null,
      legalInfo: m.legalInfo ?? null,
      sourcesPdf: m.sourcesPdf ?? null,
      contentUrl: m.contentUrl ?? null,
      surveyUrl: m.surveyUrl ?? null,
      thirdPartyModalData: m.thirdPartyModalData ?? null,
      hasCertificate: m.hasCertificate ?? false,
      content: m.content,
      budget: m.budget,
    });
    const openToAll =
      (m.isVisible ?? true) &&
      m.visibleFromDaysAgo >= 0 &&
      !m.isVerifiedOnly &&
      (!product || (product.isActive && !product.isRxProduct));
    created.push({ seed: m, id: row.id, openToAll });
  }

  await createAdGroup(db, { name: 'Empfehlungen der Redaktion', moduleIds: pickAdGroup(created) });
  await seedAccreditations(db, { now: options.now });
  await seedDemoActivity(db, { now: options.now, email: 'pta@demo.apopunkt.de' });
}
