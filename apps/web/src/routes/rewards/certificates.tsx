import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** Certificates (spec §2, needs can_view_certificates). */
export function Component() {
  return (
    <>
      <PageHeader title="Deine Zertifikate" />
      <ContentPending>
        Hier findest du die Zertifikate zu deinen abgeschlossenen Modulen – zum Herunterladen als PDF.
      </ContentPending>
    </>
  );
}
