import type { ModuleRatings } from '@apopunkt/domain/schemas/business';
import { Rating, Stack, Text } from '@mantine/core';
import { formatDay, formatNumber } from '../lib/format';
import { CountBars } from './count-bars';
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
      <CountBars
        label="Verteilung der Sterne"
        items={ratings.distribution.map((d) => ({
          key: String(d.stars),
          label: d.stars === 1 ? '1 Stern' : `${d.stars} Sterne`,
          count: d.count,
        }))}
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
