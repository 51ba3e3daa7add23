import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-error';

/** A failed load: the server's German message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title="Laden fehlgeschlagen">
      {errorMessage(error)}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          Erneut versuchen
        </Button>
      )}
    </Alert>
  );
}
