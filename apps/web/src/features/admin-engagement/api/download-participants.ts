import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { fetchEndpointFile, saveBlob } from '../../../lib/download';

/** The competition's participants as a CSV download. */
export async function downloadParticipants(id: number): Promise<void> {
  const blob = await fetchEndpointFile(competitionsAdminEndpoints.participantsCsv, { params: { id } });
  saveBlob(blob, `gewinnspiel-${id}-teilnehmende.csv`);
}
