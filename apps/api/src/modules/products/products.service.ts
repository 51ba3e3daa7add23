import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { isMedicineModuleType } from '@apopunkt/domain/rules/module-visibility';
import type { ProductListItem, ProductPage } from '@apopunkt/domain/schemas/products';
import type { ResolvedDeps } from '../../deps';
import { productCompetitions } from '../competitions';
import { listModulesOf, type ModuleReader } from '../learning-modules';
import { findVisibleProduct, listVisibleProductsOf } from './products.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config' | 'readModels'>;

/** A path segment that is all digits is an id (spec §2: a numeric slug is treated as an id). */
function productKey(idOrSlug: string): { id: number } | { slug: string } {
  if (/^\d{1,9}$/.test(idOrSlug)) return { id: Number(idOrSlug) };
  return { slug: idOrSlug };
}

/**
 * `GET /v1/products/{idOrSlug}`: the product page with the modules the user may see, split into
 * manufacturer modules and neutral medicine modules. Inactive products, and Rx products for
 * users who are not qualified, answer 404 like missing ones (DESIGN §4); staff see all.
 */
export async function getProductPage(
  deps: Deps,
  user: ModuleReader & { isPremium?: boolean; permissions?: readonly string[] },
  idOrSlug: string,
): Promise<ProductPage> {
  const product = await findVisibleProduct(deps.db, user, productKey(idOrSlug));
  if (!product) throw new AppError('NOT_FOUND', CATALOG_ERRORS.productNotFound);
  const [modules, competitions] = await Promise.all([
    listModulesOf(deps, user, { productId: product.id }),
    productCompetitions(deps, product.id, deps.clock.now(), {
      isPremium: user.isPremium ?? false,
      permissions: user.permissions,
    }),
  ]);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    thumbnail: product.thumbnail,
    banner: product.banner,
    downloads: product.downloads,
    tags: product.tags,
    customContent: product.customContent,
    manufacturer: { slug: product.manufacturerSlug, name: product.manufacturerName },
    manufacturerModules: modules.filter((m) => !isMedicineModuleType(m.type)),
    medicineModules: modules.filter((m) => isMedicineModuleType(m.type)),
    competitions,
    isActive: product.isActive,
    isRxProduct: product.isRxProduct,
  };
}

/** The products of a manufacturer the user may see. */
export async function listProductsOf(
  deps: Pick<ResolvedDeps, 'db'>,
  user: ModuleReader,
  manufacturerId: number,
): Promise<ProductListItem[]> {
  return listVisibleProductsOf(deps.db, user, manufacturerId);
}
