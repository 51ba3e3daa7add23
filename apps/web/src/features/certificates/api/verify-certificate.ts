import { certificateVerificationSchema } from '@apopunkt/domain/schemas/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** GET /v1/certificates/verify/{code} (public); a 404 means: no such certificate (null). */
export async function verifyCertificate(code: string, signal?: AbortSignal) {
  try {
    return await api.get(`/v1/certificates/verify/${encodeURIComponent(code)}`, {
      schema: certificateVerificationSchema,
      signal,
      bearer: null,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
  });

export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationQuery(code));
}
