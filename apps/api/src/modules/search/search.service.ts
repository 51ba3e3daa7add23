import { SEARCH_MIN_LENGTH } from '@apopunkt/domain/constants/limits';
import type { SearchResult } from '@apopunkt/domain/schemas/search';
import type { ResolvedDeps } from '../../deps';
import { prefixTsQuery } from '../../lib/text-search';
import type { ModuleReader } from '../learning-modules';
import { searchManufacturers, searchModules, searchProducts } from './search.repository';

/** Hits per group in the search overlay. */
const HITS_PER_GROUP = 10;

/**
 * The header search (spec §7): products, modules and manufacturers whose names (and
 * descriptions) match every typed word, German-stemmed and as a prefix, best match first.
 * Only what the user may see is returned; under 3 characters answers empty lists (spec §5).
 */
export async function search(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  user: ModuleReader,
  name: string,
): Promise<SearchResult> {
  const trimmed = name.trim();
  const tsQuery = trimmed.length >= SEARCH_MIN_LENGTH ? prefixTsQuery(trimmed) : null;
  if (!tsQuery) return { products: [], modules: [], manufacturers: [] };
  const [products, modules, manufacturers] = await Promise.all([
    searchProducts(deps.db, user, tsQuery, HITS_PER_GROUP),
    searchModules(deps.db, user, deps.clock.now(), tsQuery, HITS_PER_GROUP),
    searchManufacturers(deps.db, tsQuery, HITS_PER_GROUP),
  ]);
  return { products, modules, manufacturers };
}
