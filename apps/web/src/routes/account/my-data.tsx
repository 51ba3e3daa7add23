import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import { Button, Group, Text } from '@mantine/core';
import { AccountSubpage } from '../../components/ui/account-subpage';
import { DataExportView, saveDataExport, useDataExport } from '../../features/account';

/** /account/my-data (signed in): everything stored about the member, readable and as a download (DSGVO Art. 15/20). */
export function Component() {
  return (
    <AccountSubpage
      title="Meine Daten"
      subtitle="Alles, was wir über dich gespeichert haben. Du kannst es jederzeit als Datei herunterladen."
      query={useDataExport()}
    >
      {(data) => (
        <>
          <Group justify="space-between" align="center" wrap="wrap">
            <Text size="sm" c="dimmed">
              Stand: {formatGermanDateTime(data.exportedAt)}. Nicht enthalten sind dein Passwort (wir speichern es nur
              unumkehrbar verschlüsselt) und der geheime Schlüssel deiner Zwei-Faktor-Anmeldung.
            </Text>
            <Button onClick={() => saveDataExport(data)}>Alle Daten herunterladen (JSON)</Button>
          </Group>
          <DataExportView data={data} />
        </>
      )}
    </AccountSubpage>
  );
}
