import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { SURVEY_COMPLETE_MESSAGE, useFrameMessage } from '../hooks/use-frame-message';

/** The module's survey (surveyUrl), offered after completion; answered in place or in a new tab. */
export function SurveyOffer({ url, moduleName }: { url: string; moduleName: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameMessage(frame, SURVEY_COMPLETE_MESSAGE, () => setDone(true));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="survey-title">
      <Stack gap="sm">
        <Title order={3} id="survey-title">
          Deine Meinung ist gefragt
        </Title>
        <Text>Der Hersteller freut sich über ein kurzes Feedback zu „{moduleName}“. Die Teilnahme ist freiwillig.</Text>
        {!open && (
          <Button
            variant="light"
            leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
            onClick={() => setOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            An der Umfrage teilnehmen
          </Button>
        )}
        {open && (
          <iframe
            ref={frame}
            src={url}
            title={`Umfrage zu ${moduleName}`}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          />
        )}
        {done && (
          <Alert color="teal" variant="light" role="status">
            Danke für deine Teilnahme an der Umfrage!
          </Alert>
        )}
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          Umfrage in einem neuen Tab öffnen <IconExternalLink size={14} aria-hidden="true" />
        </Anchor>
      </Stack>
    </Paper>
  );
}
