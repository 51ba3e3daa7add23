import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { DUPLICATE_REASON_LABELS } from '@apopunkt/domain/rules/duplicates';
import type { DuplicateCandidate, DuplicateUser } from '@apopunkt/domain/schemas/duplicates';
import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface Props {
  candidate: DuplicateCandidate;
  busy: boolean;
  onDismiss(): void;
  onDeactivate(user: DuplicateUser): void;
  onMerge(): void;
}

function Account({ user, busy, onDeactivate }: { user: DuplicateUser; busy: boolean; onDeactivate(): void }) {
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Stack gap={2}>
      <Text fw={700}>
        <Anchor component={Link} to={paths.AdminUser.href(user.id)} inherit>
          {name}
        </Anchor>{' '}
        <Text span size="sm" c="dimmed">
          (#{user.id})
        </Text>
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
      <Text size="sm" c="dimmed">
        {[user.job, user.dateOfBirth ? `geb. ${formatGermanDate(user.dateOfBirth)}` : null, user.organisationName]
          .filter(Boolean)
          .join(' · ') || '–'}
      </Text>
      <Text size="sm">
        {user.premiumScore.toLocaleString('de-DE')} Prämienpunkte · {user.knowledgeScore.toLocaleString('de-DE')}{' '}
        Wissenspunkte · seit {formatGermanDate(user.createdAt)}
      </Text>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        w="fit-content"
        px={0}
        disabled={busy}
        onClick={onDeactivate}
        aria-label={`Dieses Konto deaktivieren: ${name} (#${user.id})`}
      >
        Dieses Konto deaktivieren
      </Button>
    </Stack>
  );
}

/** One candidate pair: both accounts side by side, the reasons, and the three decisions. */
export function DuplicateCard({ candidate, busy, onDismiss, onDeactivate, onMerge }: Props) {
  const [a, b] = candidate.users;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Badge color={candidate.score >= 50 ? 'orange' : 'gray'} variant="light" size="lg">
          Übereinstimmung {candidate.score} %
        </Badge>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={busy} onClick={onDismiss}>
            Keine Duplikate
          </Button>
          <Button size="xs" disabled={busy} onClick={onMerge}>
            Zusammenführen …
          </Button>
        </Group>
      </Group>
      <List size="sm" mb="sm" spacing={2}>
        {candidate.reasons.map((r) => (
          <List.Item key={r}>{DUPLICATE_REASON_LABELS[r]}</List.Item>
        ))}
      </List>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Account user={a} busy={busy} onDeactivate={() => onDeactivate(a)} />
        <Account user={b} busy={busy} onDeactivate={() => onDeactivate(b)} />
      </SimpleGrid>
    </Paper>
  );
}
