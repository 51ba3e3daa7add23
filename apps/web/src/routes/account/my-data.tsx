import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import { Anchor, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { DataExportView, saveDataExport, useDataExport } from '../../features/account';

/** /account/my-data (signed in): everything stored about the member, readable and as a download (DSGVO Art. 15/20). */
export function Component() {
  const data = useDataExport();
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={paths.Account.href()} size="sm">
        Zurück zu deinem Konto
      </Anchor>
      <PageHeader
        title="Meine Daten"
        subtitle="Alles, was wir über dich gespeichert haben. Du kannst es jederzeit als Datei herunterladen."
      />
      {data.isPending && <Skeleton h={240} />}
      {data.isError && <LoadError error={data.error} onRetry={() => data.refetch()} />}
      {data.data && (
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="wrap">
            <Text size="sm" c="dimmed">
              Stand: {formatGermanDateTime(data.data.exportedAt)}. Nicht enthalten sind dein Passwort (wir speichern es
              nur unumkehrbar verschlüsselt) und der geheime Schlüssel deiner Zwei-Faktor-Anmeldung.
            </Text>
            <Button onClick={() => data.data && saveDataExport(data.data)}>Alle Daten herunterladen (JSON)</Button>
          </Group>
          <DataExportView data={data.data} />
        </Stack>
      )}
    </Container>
  );
}
