import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConsentModalProps {
  data: NonNullable<ModuleDetail['thirdPartyModalData']>;
  opened: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The data-sharing consent of a sponsored module (thirdPartyModalData): asked before the answers
 * are sent, because the completion is what passes the data on.
 */
export function ConsentModal({ data, opened, onAccept, onCancel }: ConsentModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={data.title} centered size="lg">
      <Stack gap="md">
        <Text>{data.text}</Text>
        <Text size="sm" c="dimmed">
          Partner: {data.partner}. Ohne deine Einwilligung kannst du das Modul nicht abschließen; deine Antworten
          bleiben erhalten.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Abbrechen
          </Button>
          <Button onClick={onAccept}>Einwilligen und absenden</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
