import { catalogEndpoints } from '@apopunkt/domain/endpoints/catalog';
import { pathOf } from '@apopunkt/domain/endpoints/define-endpoint';
import { apiRequest } from '../../../lib/api-client';

/** The product page by id: only the slug is read, unchecked (spec §2: a numeric loft slug is an id). */
export async function getProductSlug(id: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const product = await apiRequest<{ slug?: string | null }>(
      'GET',
      pathOf(catalogEndpoints.product.path, { idOrSlug: id }),
      { signal },
    );
    return product?.slug || null;
  } catch {
    return null;
  }
}
