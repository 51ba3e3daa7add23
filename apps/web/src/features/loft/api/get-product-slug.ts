import { api } from '../../../lib/api-client';

/** GET /v1/products/{id}: only the slug is read (spec §2: a numeric loft slug is an id). */
export async function getProductSlug(id: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const product = await api.get<{ slug?: string | null }>(`/v1/products/${encodeURIComponent(id)}`, { signal });
    return product?.slug || null;
  } catch {
    return null;
  }
}
