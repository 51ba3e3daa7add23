import { pathOf } from '@apopunkt/domain/endpoints/define-endpoint';
import { productEndpoints } from '@apopunkt/domain/endpoints/products';
import { apiRequest } from '../../../lib/api-client';

/** The product page by id: only the slug is read, unchecked (spec §2: a numeric loft slug is an id). */
export async function getProductSlug(id: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const product = await apiRequest<{ slug?: string | null }>(
      'GET',
      pathOf(productEndpoints.page.path, { idOrSlug: id }),
      { signal },
    );
    return product?.slug || null;
  } catch {
    return null;
  }
}
