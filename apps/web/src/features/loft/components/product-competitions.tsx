import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { ProductPage } from '@apopunkt/domain/schemas/products';
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Running competitions around the product; hidden while there are none. */
export function ProductCompetitions({ competitions }: { competitions: ProductPage['competitions'] }) {
  if (competitions.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="competitions-title">
      <Title order={2} id="competitions-title">
        Gewinnspiele
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {competitions.map((competition) => (
          <Card
            key={competition.id}
            component={Link}
            to={paths.Competition.href(competition.id)}
            withBorder
            radius="md"
          >
            {competition.thumbnailImage && (
              <Card.Section>
                <Image src={competition.thumbnailImage} alt="" />
              </Card.Section>
            )}
            <Title order={3} size="h4" mt="sm">
              {competition.name}
            </Title>
            {competition.endsAt && (
              <Text size="sm" c="dimmed">
                bis {formatGermanDate(competition.endsAt)}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
