import { Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Legal and help pages: h1, an optional lead and sections with h2 headings. */
export function LegalPage({
  title,
  lead,
  sections,
  updated,
}: {
  title: string;
  lead?: ReactNode;
  sections: readonly LegalSection[];
  updated?: string;
}) {
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={title}>
        {updated && (
          <Text size="sm" c="dimmed">
            Stand: {updated}
          </Text>
        )}
      </PageHeader>
      {lead && <Text size="lg">{lead}</Text>}
      {sections.map((section) => (
        <Typography key={section.heading} component="section">
          <Title order={2} size="h3" mb="xs">
            {section.heading}
          </Title>
          {section.body}
        </Typography>
      ))}
    </Stack>
  );
}
