import type { ContentPage } from '@apopunkt/domain/schemas/module-content';
import { Card, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MediaInput } from '../../../components/forms/media-input';
import { RichTextField } from '../rich-text/rich-text-field';

export const PAGE_KIND_LABELS: Record<ContentPage['kind'], string> = {
  text: 'Textseite',
  image: 'Bildseite',
  video: 'Videoseite',
  download: 'Download',
};

export function emptyPage(kind: ContentPage['kind']): ContentPage {
  switch (kind) {
    case 'text':
      return { kind, title: '', body: '' };
    case 'image':
      return { kind, title: '', src: '', alt: '' };
    case 'video':
      return { kind, title: '', src: '', transcript: '', durationSeconds: 60 };
    case 'download':
      return { kind, title: '', description: '', fileName: '', href: '' };
  }
}

/** The fields of one content page; rich text in Mantine's tiptap editor, stored as the safe markup. */
export function PageEditor({
  page,
  number,
  onChange,
  actions,
}: {
  page: ContentPage;
  number: number;
  onChange: (page: ContentPage) => void;
  actions: React.ReactNode;
}) {
  const set = (patch: Partial<ContentPage>) => onChange({ ...page, ...patch } as ContentPage);
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600}>
          Seite {number}: {PAGE_KIND_LABELS[page.kind]}
        </Text>
        {actions}
      </Group>
      <Stack gap="sm">
        <TextInput label="Titel" required value={page.title} onChange={(e) => set({ title: e.currentTarget.value })} />
        {page.kind === 'text' && (
          <RichTextField
            label="Text"
            description="Absätze, Aufzählungen, fett und Links (nur https://)"
            required
            value={page.body}
            onChange={(body) => set({ body })}
          />
        )}
        {page.kind === 'image' && (
          <>
            <MediaInput label="Bild" kind="image" value={page.src} onChange={(src) => set({ src })} />
            <TextInput
              label="Alternativtext"
              required
              value={page.alt}
              onChange={(e) => set({ alt: e.currentTarget.value })}
            />
            <TextInput
              label="Bildunterschrift"
              value={page.caption ?? ''}
              onChange={(e) => set({ caption: e.currentTarget.value || undefined })}
            />
          </>
        )}
        {page.kind === 'video' && (
          <>
            <MediaInput label="Video" kind="video" value={page.src} onChange={(src) => set({ src })} />
            <MediaInput
              label="Vorschaubild"
              kind="image"
              value={page.poster ?? ''}
              onChange={(poster) => set({ poster: poster || undefined })}
            />
            <NumberInput
              label="Dauer in Sekunden"
              min={1}
              allowDecimal={false}
              value={page.durationSeconds}
              onChange={(value) => set({ durationSeconds: Number(value) || 1 })}
            />
            <Textarea
              label="Transkript"
              autosize
              minRows={3}
              required
              value={page.transcript}
              onChange={(e) => set({ transcript: e.currentTarget.value })}
            />
          </>
        )}
        {page.kind === 'download' && (
          <>
            <MediaInput
              label="Datei (PDF)"
              kind="document"
              value={page.href}
              onChange={(href) => set({ href, fileName: page.fileName || href.split('/').pop() || '' })}
            />
            <TextInput
              label="Dateiname"
              required
              value={page.fileName}
              onChange={(e) => set({ fileName: e.currentTarget.value })}
            />
            <Textarea
              label="Beschreibung"
              autosize
              required
              value={page.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
