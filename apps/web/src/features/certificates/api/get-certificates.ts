import { certificatePageSchema } from '@apopunkt/domain/schemas/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/me/certificates: the user's certificates, newest first. */
export function getCertificates(signal?: AbortSignal) {
  return api.get('/v1/me/certificates', { schema: certificatePageSchema, query: { limit: 500 }, signal });
}

export const certificatesQuery = queryOptions({
  queryKey: ['certificates', 'mine'],
  queryFn: ({ signal }) => getCertificates(signal),
});

export function useCertificates() {
  return useQuery(certificatesQuery);
}
