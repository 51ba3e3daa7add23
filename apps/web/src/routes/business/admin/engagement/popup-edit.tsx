import { Anchor, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { PopupForm, useAdminPopup } from '../../../../features/admin-engagement';

/** /business/admin/popups/create and /business/admin/popups/{uuid} (staff). */
export function Component() {
  const uuid = useParams().uuid ?? null;
  const popup = useAdminPopup(uuid);
  return (
    <Stack gap="md">
      <PageHeader
        title={uuid ? 'Popup bearbeiten' : 'Popup anlegen'}
        subtitle="Bilder, Link, Kurzbeschreibung und Laufzeit."
      />
      {!uuid && <PopupForm popup={null} />}
      {uuid && popup.isPending && <Skeleton h={300} />}
      {popup.isError && <LoadError error={popup.error} />}
      {popup.data && (
        <>
          <Anchor component={Link} to={paths.PopupAnalytics.href(popup.data.uuid)}>
            Zur Auswertung
          </Anchor>
          <PopupForm key={popup.data.uuid} popup={popup.data} />
        </>
      )}
    </Stack>
  );
}
