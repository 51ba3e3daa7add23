import type { Certificate } from '@apopunkt/domain/schemas/certificates';
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/download';

/** GET /v1/me/certificates/{uuid}/pdf with the bearer token, saved as a file. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const blob = await fetchApiFile('GET', `/v1/me/certificates/${encodeURIComponent(certificate.uuid)}/pdf`);
  saveBlob(blob, `zertifikat-${certificate.verificationCode}.pdf`);
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
