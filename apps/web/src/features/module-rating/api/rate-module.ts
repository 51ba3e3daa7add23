import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import type { RatingBody } from '@apopunkt/domain/schemas/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { myRatingQuery } from './get-my-rating';

/** Rates a passed module, or changes the rating. */
export function rateModule(slug: string, body: RatingBody) {
  return call(moduleRatingEndpoints.rate, { params: { slug }, body });
}

export function useRateModule(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => rateModule(slug, body),
    onSuccess: (data) => queryClient.setQueryData(myRatingQuery(slug).queryKey, data),
  });
}
