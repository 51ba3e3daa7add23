import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDecideMemberConsent, useMemberConsents } from '../../account';
import { useMyRecommendations } from '../api/team';

/**
 * Home: what the member's pharmacy owner recommended ("Empfohlen von …"), and, the first time an
 * owner invites the team this way, the one question whether the owner and the field service may
 * see the member's progress (TEAM_VISIBILITY). Once decided (yes or no) it is not asked again here;
 * the account page keeps the switch.
 */
export function TeamInvitation() {
  const recommendations = useMyRecommendations();
  const consents = useMemberConsents();
  const decide = useDecideMemberConsent();
  const results = recommendations.data?.results ?? [];
  if (results.length === 0) return null;
  const owner = results[0]?.recommendedBy ?? '';
  const consent = consents.data?.results.find((c) => c.kind === 'TEAM_VISIBILITY');
  const undecided = consent !== undefined && consent.granted === null;

  const answer = (granted: boolean) =>
    decide.mutate(
      { kind: 'TEAM_VISIBILITY', granted },
      {
        onSuccess: () =>
          notify.success(
            granted
              ? `Danke! ${owner} sieht jetzt deinen Lernfortschritt.`
              : 'In Ordnung. Dein Team sieht dich nur als Zahl. Du kannst das in deinem Konto jederzeit ändern.',
          ),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="team-invitation">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconUsersGroup size={22} aria-hidden="true" color="var(--mantine-color-apo-7)" />
          <Title order={2} size="h3" id="team-invitation">
            Empfehlungen deiner Apotheke
          </Title>
        </Group>
        {results.slice(0, 3).map((r) => (
          <Stack key={r.moduleSlug} gap={2}>
            <Text size="sm" c="dimmed">
              Empfohlen von {r.recommendedBy}
            </Text>
            <Anchor component={Link} to={paths.Play.href(r.moduleSlug)} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {r.moduleName}
            </Anchor>
            {r.message && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                „{r.message}“
              </Text>
            )}
          </Stack>
        ))}
        {undecided && (
          <Paper bg="apo.0" radius="md" p="md" role="group" aria-labelledby="team-consent-question">
            <Stack gap="xs">
              <Text fw={700} id="team-consent-question">
                Darf {owner} sehen, wie weit du bist?
              </Text>
              <Text size="sm">{consent.text}</Text>
              <Group gap="sm">
                <Button loading={decide.isPending && decide.variables?.granted} onClick={() => answer(true)}>
                  Ja, einverstanden
                </Button>
                <Button
                  variant="default"
                  loading={decide.isPending && !decide.variables?.granted}
                  onClick={() => answer(false)}
                >
                  Nein, lieber nicht
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
