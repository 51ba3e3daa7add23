import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The Fortbildungskonto. */
export const trainingPointsQuery = queryOptions({
  queryKey: queryKeyOf(accountEndpoints.trainingPoints),
  queryFn: ({ signal }) => call(accountEndpoints.trainingPoints, { signal }),
});

export function useTrainingPoints() {
  return useQuery(trainingPointsQuery);
}
