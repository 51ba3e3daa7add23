import type { ProductDownload } from '@apopunkt/domain/schemas/products';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';

/** The product's documents (product information, consultation cards) to download. */
export function ProductDownloads({ downloads }: { downloads: ProductDownload[] }) {
  if (downloads.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="downloads-title">
      <Title order={2} size="h3" id="downloads-title">
        Downloads
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {downloads.map((download) => (
          <Paper key={download.href} component="li" withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="red" aria-hidden="true">
                <IconFileTypePdf size={18} />
              </ThemeIcon>
              <Stack gap={0} flex={1}>
                <Anchor href={download.href} download={download.fileName} fw={600}>
                  {download.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {download.fileName}
                </Text>
              </Stack>
              <IconDownload size={18} aria-hidden="true" />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
