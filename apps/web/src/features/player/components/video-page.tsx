import { Accordion, Stack, Text } from '@mantine/core';
import { RichText } from '../../../components/ui/rich-text';

interface VideoPageProps {
  title: string;
  src: string;
  poster?: string;
  transcript: string;
  durationSeconds: number;
}

/** A short video with its transcript below (accessibility: every spoken word as text). */
export function VideoPage({ title, src, poster, transcript, durationSeconds }: VideoPageProps) {
  return (
    <Stack gap="sm">
      {/* biome-ignore lint/a11y/useMediaCaption: the full transcript follows right below the video */}
      <video
        src={src}
        poster={poster}
        controls
        preload="metadata"
        aria-label={`Video: ${title}`}
        style={{ width: '100%', maxHeight: 520, borderRadius: 8, background: '#000' }}
      />
      <Text size="sm" c="dimmed">
        Dauer: {durationSeconds} Sekunden
      </Text>
      <Accordion variant="contained" defaultValue="transcript">
        <Accordion.Item value="transcript">
          <Accordion.Control>Transkript</Accordion.Control>
          <Accordion.Panel>
            <RichText source={transcript} size="sm" />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
