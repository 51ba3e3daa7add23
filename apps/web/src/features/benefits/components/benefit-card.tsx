import type { Benefit } from '@apopunkt/domain/schemas/benefits';
import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { BenefitStatusBadge } from './benefit-status-badge';

/** One benefit with the state of the user's latest request. */
export function BenefitCard({ benefit, onRequest }: { benefit: Benefit; onRequest: (benefit: Benefit) => void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={benefit.title}>
      {benefit.image && (
        <Card.Section mb="sm">
          <Image src={benefit.image} alt="" h={140} />
        </Card.Section>
      )}
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4">
          {benefit.title}
        </Title>
        <Text size="sm" style={{ flexGrow: 1, whiteSpace: 'pre-line' }}>
          {benefit.description}
        </Text>
        <Group justify="space-between">
          {benefit.latestRequest ? <BenefitStatusBadge status={benefit.latestRequest.status} /> : <span />}
          <Button onClick={() => onRequest(benefit)} disabled={!benefit.canRequest}>
            {benefit.canRequest ? 'Anfragen' : 'Angefragt'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
