import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

/** Foot note, legal information and the sources PDF of a module (spec §3 content module detail). */
export function ModuleNotes({ module }: { module: Pick<ModuleDetail, 'footNote' | 'legalInfo' | 'sourcesPdf'> }) {
  if (!module.footNote && !module.legalInfo && !module.sourcesPdf) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="module-notes-title">
      <Title order={2} size="h5" id="module-notes-title">
        Hinweise
      </Title>
      {module.footNote && <Text size="sm">{module.footNote}</Text>}
      {module.legalInfo && (
        <Text size="xs" c="dimmed">
          {module.legalInfo}
        </Text>
      )}
      {module.sourcesPdf && (
        <Anchor href={module.sourcesPdf} target="_blank" rel="noopener" size="sm">
          <IconFileTypePdf size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> Quellen (PDF)
        </Anchor>
      )}
    </Stack>
  );
}
