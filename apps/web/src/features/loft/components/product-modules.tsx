import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ModuleGrid } from '../../../components/module-tile/module-grid';

/** A titled grid of the product's modules; hidden when there are none. */
export function ProductModules({ title, text, modules }: { title: string; text: string; modules: ModuleForUser[] }) {
  const headingId = useId();
  if (modules.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </Stack>
      <ModuleGrid modules={modules} headingOrder={3} />
    </Stack>
  );
}
