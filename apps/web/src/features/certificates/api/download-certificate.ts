import { certificatesEndpoints } from '@apopunkt/domain/endpoints/certificates';
import type { Certificate } from '@apopunkt/domain/schemas/certificates';
import { useMutation } from '@tanstack/react-query';
import { fetchEndpointFile, saveBlob } from '../../../lib/download';

/** The certificate's PDF with the bearer token, saved as a file. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const blob = await fetchEndpointFile(certificatesEndpoints.pdf, { params: { uuid: certificate.uuid } });
  saveBlob(blob, `zertifikat-${certificate.verificationCode}.pdf`);
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
