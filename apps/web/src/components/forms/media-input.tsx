import { mediaAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { MediaKind } from '@apopunkt/domain/schemas/media';
import { Button, FileButton, Group, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { call } from '../../lib/call';

/** The server checks type (first bytes) and size and answers the /media/ URL. */
function uploadMedia(kind: MediaKind, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(mediaAdminEndpoints.upload, { query: { kind }, body });
}

const ACCEPT: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/webp,image/gif',
  video: 'video/mp4,video/webm',
  document: 'application/pdf',
  scorm: 'application/zip,.zip',
};

/** A /media/ path field with an upload button (the upload endpoint checks type and size). */
export function MediaInput({
  label,
  kind,
  value,
  onChange,
  error,
}: {
  label: string;
  kind: MediaKind;
  value?: string;
  onChange: (url: string) => void;
  error?: React.ReactNode;
}) {
  const upload = useMutation({ mutationFn: (file: File) => uploadMedia(kind, file) });
  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder="/media/uploads/…"
          error={error}
          style={{ flex: 1, minWidth: 0 }}
        />
        <FileButton
          accept={ACCEPT[kind]}
          onChange={(file) => {
            if (file) upload.mutate(file, { onSuccess: (stored) => onChange(stored.url) });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={upload.isPending}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Hochladen
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.isError && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {errorMessage(upload.error)}
        </Text>
      )}
    </div>
  );
}
