import { myRatingSchema, type RatingBody } from '@apopunkt/domain/schemas/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myRatingQuery } from './get-my-rating';

/** PUT /v1/modules/{slug}/rating: rate a passed module, or change the rating. */
export function rateModule(slug: string, body: RatingBody) {
  return api.put(`/v1/modules/${encodeURIComponent(slug)}/rating`, body, { schema: myRatingSchema });
}

export function useRateModule(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => rateModule(slug, body),
    onSuccess: (data) => queryClient.setQueryData(myRatingQuery(slug).queryKey, data),
  });
}
