import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { PopupReportView } from '../../../../features/admin-engagement';

/** /business/admin/popups/{uuid}/analytics (staff): the popup report. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  return (
    <>
      <PageHeader title="Popup-Auswertung" subtitle="Wie oft das Popup gesehen und geklickt wurde, nach Region." />
      <PopupReportView uuid={uuid} />
    </>
  );
}
