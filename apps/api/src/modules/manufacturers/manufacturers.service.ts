import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { ManufacturerPage } from '@apopunkt/domain/schemas/products';
import type { ResolvedDeps } from '../../deps';
import { listModulesOf, type ModuleReader } from '../learning-modules';
import { listProductsOf } from '../products';
import { findManufacturerBySlug } from './manufacturers.repository';

/**
 * `GET /v1/manufacturers/{slug}`: the manufacturer with the products and modules the user may
 * see; the same visibility rules as everywhere else apply to both lists.
 */
export async function getManufacturerPage(
  deps: Pick<ResolvedDeps, 'db' | 'clock' | 'config' | 'readModels'>,
  user: ModuleReader,
  slug: string,
): Promise<ManufacturerPage> {
  const manufacturer = await findManufacturerBySlug(deps.db, slug);
  if (!manufacturer) throw new AppError('NOT_FOUND', CATALOG_ERRORS.manufacturerNotFound);
  const [products, modules] = await Promise.all([
    listProductsOf(deps, user, manufacturer.id),
    listModulesOf(deps, user, { manufacturerId: manufacturer.id }),
  ]);
  return {
    slug: manufacturer.slug,
    name: manufacturer.name,
    description: manufacturer.description,
    logo: manufacturer.logo,
    products,
    modules,
  };
}
