import { PageHeader } from '../../components/ui/page-header';
import { CertificateList } from '../../features/certificates';

/** Certificates (spec §2, needs can_view_certificates). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Deine Zertifikate"
        subtitle="Die Zertifikate zu deinen abgeschlossenen Modulen – zum Herunterladen als PDF."
      />
      <CertificateList />
    </>
  );
}
