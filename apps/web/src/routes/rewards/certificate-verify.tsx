import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { CertificateVerification } from '../../features/certificates';

/** Public certificate check (no login): the page a certificate's QR code points to. */
export function Component() {
  const { code = '' } = useParams();
  return (
    <Stack maw={720}>
      <PageHeader title="Zertifikat prüfen" subtitle="Hier prüfst du, ob ein Zertifikat echt ist." />
      <CertificateVerification code={code} />
    </Stack>
  );
}
