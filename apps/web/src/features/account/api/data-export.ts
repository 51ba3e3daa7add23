import { dataExportFileName } from '@apopunkt/domain/constants/data-export';
import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { DataExport } from '@apopunkt/domain/schemas/my-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { saveBlob } from '../../../lib/download';
import { queryKeyOf } from '../../../lib/query-key';

/** Everything the portal holds about the member (DSGVO Art. 15/20). */
export function getDataExport(signal?: AbortSignal) {
  return call(myDataEndpoints.dataExport, { signal });
}

export const dataExportQuery = queryOptions({
  queryKey: queryKeyOf(myDataEndpoints.dataExport),
  queryFn: ({ signal }) => getDataExport(signal),
  staleTime: 0,
});

export function useDataExport() {
  return useQuery(dataExportQuery);
}

/** Saves the export as the JSON file the API names (meine-daten-<day>.json). */
export function saveDataExport(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(blob, dataExportFileName(data.exportedAt.slice(0, 10)));
}
