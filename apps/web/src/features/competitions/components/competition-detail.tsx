import { formatGermanLongDate } from '@apopunkt/domain/rules/dates';
import type { CompetitionDetail } from '@apopunkt/domain/schemas/competitions';
import { Anchor, Badge, Card, Group, List, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { RichText } from '../../../components/ui/rich-text';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useCompetition } from '../api/get-competition';
import { CompetitionTexts } from './competition-texts';
import { CompetitionTitle } from './competition-title';
import { JoinCompetition } from './join-competition';

/** Whether a module counts for the member yet, and why not when it was passed before the start (issue 36). */
function moduleState(module: CompetitionDetail['modules'][number]): string {
  if (module.isDone) return '(abgeschlossen)';
  if (module.passedBeforeStart) {
    return '(vor Beginn des Gewinnspiels abgeschlossen – zählt erst, wenn du es im Aktionszeitraum erneut abschließt)';
  }
  return '(offen)';
}

/** One competition: banner (its title), description, modules with isDone (type 1), taking part, conditions and privacy. */
export function CompetitionDetailView({ id }: { id: string }) {
  const query = useCompetition(id);
  usePageTitle(query.data?.name ?? 'Gewinnspiel');
  if (query.isPending) return <Skeleton h={400} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const c = query.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <CompetitionTitle competition={c} />
        <Group gap="xs">
          <Text c="dimmed">
            {formatGermanLongDate(c.startsAt)} bis {formatGermanLongDate(c.endsAt)}
          </Text>
          {c.isOnlyForVerifiedUsers && <Badge variant="light">Nur für verifizierte Mitglieder</Badge>}
        </Group>
      </Stack>
      <RichText source={c.description} />
      <CompetitionTexts competition={c} />
      <JoinCompetition competition={c} routeId={id} />
      {c.modules.length > 0 && (
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            Module dieses Gewinnspiels
          </Title>
          <List spacing="xs" listStyleType="none">
            {c.modules.map((m) => (
              <List.Item
                key={m.key}
                icon={
                  <ThemeIcon color={m.isDone ? 'teal' : 'gray'} variant="light" radius="xl" size="sm">
                    {m.isDone ? <IconCircleCheck aria-hidden="true" /> : <IconCircleDashed aria-hidden="true" />}
                  </ThemeIcon>
                }
              >
                <Anchor component={Link} to={paths.Play.href(m.key)} inherit>
                  {m.name}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {moduleState(m)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}
