import type { AdminDashboard } from '@apopunkt/domain/schemas/admin-dashboard';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths, type RouteName } from '../../../config/paths';

const QUEUES: { key: keyof AdminDashboard['queues']; label: string; to: RouteName }[] = [
  { key: 'benefitRequests', label: 'Vorteils-Anfragen', to: 'AdminBenefitRequests' },
  { key: 'organisationRequests', label: 'Organisations-Anfragen', to: 'OrganisationCreationRequestsOverview' },
  { key: 'verificationLetters', label: 'Verifizierungsbriefe zu drucken', to: 'AdminVerificationLetters' },
  { key: 'duplicateCandidates', label: 'Mögliche Duplikate', to: 'AdminDuplicateUsers' },
];

/** The open work queues with their counts, each a link to its page. */
export function WorkQueues({ queues }: { queues: AdminDashboard['queues'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      {QUEUES.map((q) => (
        <Paper
          key={q.key}
          component={Link}
          to={paths[q.to].path}
          withBorder
          p="sm"
          radius="md"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{q.label}</Text>
            <Badge size="lg" color={queues[q.key] > 0 ? 'orange' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {queues[q.key].toLocaleString('de-DE')}
            </Badge>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
