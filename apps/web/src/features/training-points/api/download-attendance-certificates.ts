import { certificatesEndpoints } from '@apopunkt/domain/endpoints/certificates';
import { useMutation } from '@tanstack/react-query';
import { fetchEndpointFile, saveBlob } from '../../../lib/download';

/** Every certificate of attendance as one PDF. */
export async function downloadAttendanceCertificates(): Promise<void> {
  const blob = await fetchEndpointFile(certificatesEndpoints.attendancePdf);
  saveBlob(blob, 'teilnahmebescheinigungen.pdf');
}

export function useDownloadAttendanceCertificates() {
  return useMutation({ mutationFn: downloadAttendanceCertificates });
}
