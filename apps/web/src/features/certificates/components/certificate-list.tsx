import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { Certificate } from '@apopunkt/domain/schemas/certificates';
import { Anchor, Button, Code, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDownloadCertificate } from '../api/download-certificate';
import { useCertificates } from '../api/get-certificates';

function DownloadButton({ certificate }: { certificate: Certificate }) {
  const download = useDownloadCertificate();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate(certificate, { onError: (error) => notify.error(errorMessage(error)) })}
      aria-label={`PDF herunterladen: ${certificate.moduleName}`}
    >
      PDF herunterladen
    </Button>
  );
}

/** The user's certificates: module, date, knowledge points, verification code and the PDF. */
export function CertificateList() {
  const certificates = useCertificates();
  if (certificates.isPending) return <Skeleton h={160} />;
  if (certificates.isError) return <LoadError error={certificates.error} onRetry={() => certificates.refetch()} />;
  if (certificates.data.results.length === 0) {
    return (
      <EmptyHint title="Du hast noch keine Zertifikate.">
        Schließe ein Modul erfolgreich ab, um dein erstes Zertifikat zu erhalten.
      </EmptyHint>
    );
  }
  return (
    <ScrollableTable minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Modul</Table.Th>
            <Table.Th>Ausgestellt am</Table.Th>
            <Table.Th>Wissenspunkte</Table.Th>
            <Table.Th>Prüfcode</Table.Th>
            <Table.Th>
              <VisuallyHidden>Aktionen</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.data.results.map((certificate) => (
            <Table.Tr key={certificate.uuid}>
              <Table.Td>
                {certificate.module ? (
                  <Anchor component={Link} to={paths.Play.href(certificate.module.slug)}>
                    {certificate.moduleName}
                  </Anchor>
                ) : (
                  certificate.moduleName
                )}
              </Table.Td>
              <Table.Td>{formatGermanDate(certificate.issuedAt)}</Table.Td>
              <Table.Td>{certificate.knowledgePoints.toLocaleString('de-DE')}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.CertificateVerify.href(certificate.verificationCode)}>
                  <Code>{certificate.verificationCode}</Code>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DownloadButton certificate={certificate} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
