import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/download';

/** GET /v1/me/training-points/certificates.pdf: every certificate of attendance as one PDF. */
export async function downloadAttendanceCertificates(): Promise<void> {
  const blob = await fetchApiFile('GET', '/v1/me/training-points/certificates.pdf');
  saveBlob(blob, 'teilnahmebescheinigungen.pdf');
}

export function useDownloadAttendanceCertificates() {
  return useMutation({ mutationFn: downloadAttendanceCertificates });
}
