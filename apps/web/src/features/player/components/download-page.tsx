import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** A document to download, e.g. a consultation card as PDF. */
export function DownloadPage({ description, fileName, href }: { description: string; fileName: string; href: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Text>{description}</Text>
      <Button
        component="a"
        href={href}
        download={fileName}
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
      >
        {fileName} herunterladen
      </Button>
    </Stack>
  );
}
