import type { DuplicateCandidate } from '@apopunkt/domain/schemas/duplicates';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  candidate: DuplicateCandidate | null;
  busy: boolean;
  onClose(): void;
  onConfirm(sourceUserId: number, targetUserId: number): void;
}

/** Staff choose the account to keep; the other one's points and history move to it. */
export function MergeDialog({ candidate, busy, onClose, onConfirm }: Props) {
  const [keep, setKeep] = useState<string>('');
  useEffect(() => setKeep(candidate ? String(candidate.users[1].id) : ''), [candidate]);
  if (!candidate) return <Modal opened={false} onClose={onClose} title="Konten zusammenführen" />;
  const target = candidate.users.find((u) => String(u.id) === keep);
  const source = candidate.users.find((u) => String(u.id) !== keep);
  return (
    <Modal opened onClose={onClose} title="Konten zusammenführen">
      <Stack>
        <Radio.Group label="Welches Konto bleibt bestehen?" value={keep} onChange={setKeep}>
          <Stack gap="xs" mt="xs">
            {candidate.users.map((u) => (
              <Radio key={u.id} value={String(u.id)} label={`${u.firstName} ${u.lastName} – ${u.email} (#${u.id})`} />
            ))}
          </Stack>
        </Radio.Group>
        {source && target && (
          <Text size="sm">
            Prämienpunkte ({source.premiumScore.toLocaleString('de-DE')}), Abschlüsse, Zertifikate, Gutscheine und
            Anfragen von #{source.id} gehen auf #{target.id} über. Konto #{source.id} wird deaktiviert. Das lässt sich
            nicht rückgängig machen.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button
            loading={busy}
            disabled={!source || !target}
            onClick={() => source && target && onConfirm(source.id, target.id)}
          >
            Zusammenführen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
