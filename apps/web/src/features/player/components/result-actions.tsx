import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { previousPath } from '../../../lib/previous-path';
import { useWaitUntil } from '../hooks/use-wait-until';

interface ResultActionsProps {
  passed: boolean;
  /** After a failure: from when a new attempt may start (the retry button waits until then). */
  retryAt: Date | null;
  onRetry: () => void;
  retrying: boolean;
}

/** Under a graded attempt (quiz or SCORM): try again after a failure, back to the overview. */
export function ResultActions({ passed, retryAt, onRetry, retrying }: ResultActionsProps) {
  const waiting = useWaitUntil(retryAt);
  return (
    <Group>
      {!passed && (
        <Button
          onClick={onRetry}
          loading={retrying}
          disabled={waiting}
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
        >
          Nochmal versuchen
        </Button>
      )}
      <Button
        component={Link}
        to={previousPath(paths.Home.path)}
        variant={passed ? 'filled' : 'default'}
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Zurück zur Übersicht
      </Button>
    </Group>
  );
}
