import type { ReferralSummary } from '@apopunkt/domain/schemas/referral';
import { Paper, SimpleGrid, Text } from '@mantine/core';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** What recommending has brought: sign-ups, new premium members and bonus points. */
export function ReferralStats({ summary }: { summary: ReferralSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Stat label="Registriert" value={summary.joined.toLocaleString('de-DE')} />
      <Stat label="Premium geworden" value={summary.becamePremium.toLocaleString('de-DE')} />
      <Stat label="Erhaltene Bonuspunkte" value={summary.bonusesEarned.toLocaleString('de-DE')} />
    </SimpleGrid>
  );
}
