import { JOBS, type Job } from '@apopunkt/domain/constants/jobs';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import type { PeopleCount } from '@apopunkt/domain/schemas/business';
import type { TeamMember } from '@apopunkt/domain/schemas/team';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';

function jobName(code: string | null): string {
  return code && (JOBS as readonly string[]).includes(code) ? jobLabel(code as Job, null) : '';
}

/** "5 weitere", "weniger als 5 weitere": members shown only as a count. */
export function othersText(count: PeopleCount): string {
  return count === '< 5' ? 'Weniger als 5 weitere' : `${count} weitere`;
}

function MemberCard({ member }: { member: TeamMember }) {
  const points = member.trainingPoints;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {jobName(member.job)}
            </Text>
          </div>
          {points.reached ? (
            <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
              Ziel erreicht
            </Badge>
          ) : (
            <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
              fehlen {points.missing}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {member.modulesPassed} {member.modulesPassed === 1 ? 'Modul' : 'Module'} bestanden · {member.certificates}{' '}
          {member.certificates === 1 ? 'Zertifikat' : 'Zertifikate'}
        </Text>
        <Progress
          value={points.percent}
          color={points.reached ? 'teal' : 'apo'}
          aria-label={`Fortbildungspunkte von ${name}: ${points.points} von ${points.goal}`}
        />
        <Text size="sm">
          {points.points} von {points.goal} Fortbildungspunkten (3 Jahre)
        </Text>
        {points.nextExpiry && (
          <Text size="sm" c="dimmed">
            Verfallen am {formatGermanDate(points.nextExpiry.date)}: {points.nextExpiry.points}{' '}
            {points.nextExpiry.points === 1 ? 'Punkt' : 'Punkte'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The consenting members, most urgent first, and how many more did not consent. */
export function TeamMembers({ members, withoutConsent }: { members: TeamMember[]; withoutConsent: PeopleCount }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-members-title">
      <Title order={2} size="h3" id="team-members-title">
        Fortbildungspunkte im Team
      </Title>
      <Text size="sm" c="dimmed">
        Oben stehen alle, die die 100 Punkte noch nicht haben, zuerst wer gar keine Punkte hat oder wessen Punkte am
        frühesten verfallen.
      </Text>
      {members.length === 0 ? (
        <Text size="sm">Noch hat niemand aus deinem Team eingewilligt, dass du den Lernfortschritt sehen darfst.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </SimpleGrid>
      )}
      {withoutConsent !== 0 && (
        <Text size="sm" c="dimmed" data-testid="team-without-consent">
          {othersText(withoutConsent)} Mitarbeitende haben (noch) nicht eingewilligt. Ihren Namen und Lernfortschritt
          siehst du erst, wenn sie in ihrem Konto zustimmen.
        </Text>
      )}
    </Stack>
  );
}
