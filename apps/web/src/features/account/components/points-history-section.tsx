import { MESSAGES } from '@apopunkt/domain/messages';
import type { User } from '@apopunkt/domain/schemas/users';
import { Group, Paper, Text } from '@mantine/core';
import { AccountSection } from './account-section';

function Score({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md" miw={160}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString('de-DE')}
      </Text>
    </Paper>
  );
}

/** 'Punkteverlauf': the scores now; the ledger itself (GET /v1/me/transactions) comes later. */
export function PointsHistorySection({ user }: { user: User }) {
  return (
    <AccountSection id="punkteverlauf" title="Punkteverlauf">
      <Group>
        <Score label={MESSAGES.tooltipKnowledge} value={user.knowledgeScore} />
        <Score label={MESSAGES.tooltipPremium} value={user.premiumScore} />
      </Group>
      <Text size="sm" c="dimmed">
        Hier siehst du bald jede Gutschrift und Einlösung deiner Prämienpunkte.
      </Text>
    </AccountSection>
  );
}
