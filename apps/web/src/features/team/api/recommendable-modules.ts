import { learningModulesEndpoints } from '@apopunkt/domain/endpoints/learning-modules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const QUERY = { order_by: 'name', limit: 200, offset: 0 } as const;

/** The modules the owner may see, by name: what may be recommended. */
export function useRecommendableModules() {
  return useQuery({
    queryKey: queryKeyOf(learningModulesEndpoints.list, { query: QUERY }),
    queryFn: ({ signal }) => call(learningModulesEndpoints.list, { query: QUERY, signal }),
  });
}
