import { Container, Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useTeam } from '../api/team';
import { TeamMembers } from './team-members';
import { RecommendationList, RecommendForm } from './team-recommendations';

/** /team: the owner's pharmacy team, recommending a module, and the recommendations. */
export function TeamView() {
  const team = useTeam();
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Dein Team"
        subtitle={
          team.data
            ? `${team.data.pharmacy.name}, ${team.data.pharmacy.city}: wer mit Einwilligung wie weit ist. Antworten aus den Modulen siehst du nie.`
            : 'Wer aus deiner Apotheke mit Einwilligung wie weit ist.'
        }
      />
      {team.isPending && <Skeleton h={240} />}
      {team.isError && <LoadError error={team.error} onRetry={() => team.refetch()} />}
      {team.data && (
        <Stack gap="xl">
          <TeamMembers members={team.data.members} withoutConsent={team.data.withoutConsent} />
          <RecommendForm />
          <RecommendationList recommendations={team.data.recommendations} />
        </Stack>
      )}
    </Container>
  );
}
