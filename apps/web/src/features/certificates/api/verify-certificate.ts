import { certificatesEndpoints } from '@apopunkt/domain/endpoints/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The public check of a code; a 404 means: no such certificate (null). */
export async function verifyCertificate(code: string, signal?: AbortSignal) {
  try {
    return await call(certificatesEndpoints.verify, { params: { code }, signal, bearer: null });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeyOf(certificatesEndpoints.verify, { params: { code } }),
    queryFn: ({ signal }) => verifyCertificate(code, signal),
  });

export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationQuery(code));
}
