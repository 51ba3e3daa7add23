import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { Alert, Code, List, Skeleton, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { LoadError } from '../../../components/ui/load-error';
import { useCertificateVerification } from '../api/verify-certificate';

/** The public answer to "is this certificate genuine?". */
export function CertificateVerification({ code }: { code: string }) {
  const verification = useCertificateVerification(code);
  if (verification.isPending) return <Skeleton h={140} />;
  if (verification.isError) return <LoadError error={verification.error} onRetry={() => verification.refetch()} />;
  const result = verification.data;
  if (!result) {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX aria-hidden="true" />} title="Kein gültiges Zertifikat">
        Zum Prüfcode <Code>{code}</Code> gibt es kein Zertifikat. Bitte prüfe die Eingabe.
      </Alert>
    );
  }
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title="Echtes Zertifikat">
      <Text mb="xs">Dieses Zertifikat wurde von uns ausgestellt.</Text>
      <List spacing={4}>
        <List.Item>
          Inhaber*in: {result.holderName ?? 'nicht mehr angezeigt (das Konto wurde auf Wunsch gelöscht)'}
        </List.Item>
        <List.Item>Modul: {result.moduleName}</List.Item>
        <List.Item>Wissenspunkte: {result.knowledgePoints.toLocaleString('de-DE')}</List.Item>
        <List.Item>Ausgestellt am: {formatGermanDate(result.issuedAt)}</List.Item>
        <List.Item>
          Prüfcode: <Code>{result.verificationCode}</Code>
        </List.Item>
      </List>
    </Alert>
  );
}
