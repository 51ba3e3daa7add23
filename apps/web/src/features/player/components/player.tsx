import { Button, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { previousPath } from '../../../lib/previous-path';
import { useAttempt } from '../api/start-attempt';
import { PlayerView } from './player-view';

/** The module player (spec §2 /play/{slug}): starts or resumes the attempt and plays it. */
export function Player({ slug }: { slug: string }) {
  const attempt = useAttempt(slug);
  const retried = useRef(false);

  if (attempt.isPending) {
    return (
      <Center py={80} role="status">
        <Loader />
        <VisuallyHidden>Modul wird geladen …</VisuallyHidden>
      </Center>
    );
  }
  if (attempt.isError) {
    if (isApiError(attempt.error) && attempt.error.status === 404) {
      return (
        <Stack gap="md" align="flex-start">
          <Title order={1}>Modul nicht gefunden</Title>
          <Text>Dieses Modul gibt es nicht oder es ist für dich gerade nicht sichtbar.</Text>
          <Button component={Link} to={previousPath(paths.Home.path)}>
            Zurück
          </Button>
        </Stack>
      );
    }
    if (isApiError(attempt.error, 'ATTEMPT_COOLDOWN')) {
      return (
        <Stack gap="md" align="flex-start">
          <Title order={1}>Kurze Pause</Title>
          <Text>{errorMessage(attempt.error)}</Text>
          <Button component={Link} to={previousPath(paths.Home.path)}>
            Zurück zur Übersicht
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <Title order={1}>Modul</Title>
        <LoadError error={attempt.error} onRetry={() => attempt.refetch()} />
      </Stack>
    );
  }
  const retry = () => {
    retried.current = true;
    attempt.refetch();
  };
  return (
    <PlayerView
      key={attempt.data.id}
      attempt={attempt.data}
      startAtQuiz={retried.current}
      onRetry={retry}
      retrying={attempt.isFetching}
    />
  );
}
