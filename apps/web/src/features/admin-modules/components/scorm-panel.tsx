import type { AdminModule } from '@apopunkt/domain/schemas/admin-modules';
import { Alert, Anchor, Button, Card, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAdminModuleMutation } from '../api/save-admin-module';
import { removeScormPackage, uploadScormPackage } from '../api/scorm-package';

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

/**
 * A module's SCORM package (issue 12 §1): upload a SCORM 1.2 or 2004 ZIP, see what the server read
 * from its manifest, remove it. With a package, members play it instead of pages and quiz; its
 * pass counts as the module's completion.
 */
export function ScormPanel({ module }: { module: AdminModule }) {
  const upload = useAdminModuleMutation((file: File) => uploadScormPackage(module.uuid, file));
  const remove = useAdminModuleMutation(() => removeScormPackage(module.uuid));
  const pkg = module.scormPackage;
  const error = upload.error ?? remove.error;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Lade ein SCORM-Paket (SCORM 1.2 oder 2004, ZIP mit imsmanifest.xml) hoch. Teilnehmende spielen dann das Paket
        statt der Seiten und des Quiz; wenn das Paket „bestanden“ oder „abgeschlossen“ meldet, prüft der Server
        Ergebnis, Bestehensgrenze und Mindestdauer und bucht den Abschluss mit den Punkten.
      </Text>
      {pkg ? (
        <Card withBorder>
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Version</Table.Th>
                <Table.Td>SCORM {pkg.version}</Table.Td>
              </Table.Tr>
              {pkg.title && (
                <Table.Tr>
                  <Table.Th>Titel</Table.Th>
                  <Table.Td>{pkg.title}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>Startdatei</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor href={pkg.url} target="_blank" rel="noopener">
                    {decodeURI(pkg.url.split('/').slice(4).join('/'))}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
              {pkg.files !== undefined && pkg.bytes !== undefined && (
                <Table.Tr>
                  <Table.Th>Umfang</Table.Th>
                  <Table.Td>
                    {pkg.files} Dateien, {formatBytes(pkg.bytes)}
                  </Table.Td>
                </Table.Tr>
              )}
              {pkg.originalName && (
                <Table.Tr>
                  <Table.Th>Datei</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{pkg.originalName}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Card>
      ) : (
        <Text>Dieses Modul hat kein SCORM-Paket.</Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group>
        <FileButton
          accept="application/zip,.zip"
          onChange={(file) => {
            if (file) upload.mutate(file, { onSuccess: () => notify.success('SCORM-Paket hochgeladen.') });
          }}
        >
          {(props) => (
            <Button {...props} loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
              {pkg ? 'Paket ersetzen' : 'SCORM-Paket hochladen'}
            </Button>
          )}
        </FileButton>
        {pkg && (
          <Button
            variant="default"
            color="red"
            loading={remove.isPending}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => remove.mutate(undefined, { onSuccess: () => notify.success('SCORM-Paket entfernt.') })}
          >
            Paket entfernen
          </Button>
        )}
      </Group>
    </Stack>
  );
}
