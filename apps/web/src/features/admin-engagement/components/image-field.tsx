import { FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { uploadImage } from '../api/upload-image';

/** An image uploaded through the media endpoint; the field's value is the stored URL. */
export function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string | null;
  onChange: (url: string | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function pick(file: File | null) {
    setError(null);
    if (!file) return onChange(null);
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        accept="image/png,image/jpeg,image/webp,image/gif"
        placeholder={value ? 'Anderes Bild wählen' : 'Bild wählen'}
        clearable
        onChange={pick}
        error={error}
        disabled={busy}
      />
      {value && (
        <Group gap="xs">
          <Image src={value} alt="" h={48} w="auto" radius="sm" />
          <Text size="xs" c="dimmed" truncate="end" maw={260}>
            {value}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
