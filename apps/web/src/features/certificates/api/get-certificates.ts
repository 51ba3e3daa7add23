import { certificatesEndpoints } from '@apopunkt/domain/endpoints/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The user's certificates, newest first. */
export function getCertificates(signal?: AbortSignal) {
  return call(certificatesEndpoints.mine, { query: { limit: 500 }, signal });
}

export const certificatesQuery = queryOptions({
  queryKey: queryKeyOf(certificatesEndpoints.mine),
  queryFn: ({ signal }) => getCertificates(signal),
});

export function useCertificates() {
  return useQuery(certificatesQuery);
}
