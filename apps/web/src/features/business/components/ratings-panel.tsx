import type { ModuleRatings } from '@apopunkt/domain/schemas/business';
import { BarChart } from '@mantine/charts';
import { Rating, Stack, Text } from '@mantine/core';
import { formatDay, formatNumber } from '../lib/format';
import { DataTable } from './data-table';

/** Average, distribution and comments of a module's ratings (feature 13). */
export function RatingsPanel({ ratings, csvName }: { ratings: ModuleRatings; csvName: string }) {
  if (ratings.count === 0) return <Text c="dimmed">Noch keine Bewertungen.</Text>;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Rating value={ratings.average ?? 0} fractions={10} readOnly aria-hidden />
        <Text>
          Durchschnitt <b>{(ratings.average ?? 0).toLocaleString('de-DE')}</b> von 5 Sternen aus{' '}
          {formatNumber(ratings.count)} Bewertungen
        </Text>
      </Stack>
      <BarChart
        h={200}
        data={ratings.distribution.map((d) => ({ stars: `${d.stars} ★`, Bewertungen: d.count }))}
        dataKey="stars"
        series={[{ name: 'Bewertungen', color: 'yellow.6' }]}
        role="img"
        aria-label="Verteilung der Sterne"
      />
      <DataTable
        title="Kommentare"
        csvName={csvName}
        columns={[{ label: 'Datum' }, { label: 'Sterne', numeric: true }, { label: 'Kommentar' }]}
        rows={ratings.comments.map((c) => [formatDay(c.updatedAt), c.stars, c.comment])}
        empty="Noch keine Kommentare."
      />
    </Stack>
  );
}
