import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { CONTENT_COMPLETE_MESSAGE, useFrameMessage } from '../hooks/use-frame-message';

interface ExternalContentProps {
  url: string;
  title: string;
  done: boolean;
  onComplete: () => void;
}

/** A content module's external page (contentUrl) in a frame; its completion message unlocks the quiz. */
export function ExternalContent({ url, title, done, onComplete }: ExternalContentProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameMessage(frame, CONTENT_COMPLETE_MESSAGE, onComplete);
  return (
    <Stack gap="sm">
      <iframe
        ref={frame}
        src={url}
        title={`Interaktiver Inhalt: ${title}`}
        style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
      {done ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          Inhalt abgeschlossen – weiter geht es mit dem Quiz.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          Gehe den Inhalt bis zum Ende durch und schließe ihn dort ab, dann geht es weiter zum Quiz.
        </Text>
      )}
    </Stack>
  );
}
