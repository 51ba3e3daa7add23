import { Skeleton, Stack, Title } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { TileRow } from '../../../components/ui/tile-row';
import { useCompetitions } from '../api/get-competitions';
import { CompetitionTile } from './competition-tile';

/** The running competitions as tiles; `title` adds a heading (Home), `special` filters special or normal ones. */
export function CompetitionTiles({ title, special }: { title?: string; special?: boolean }) {
  const competitions = useCompetitions();
  if (competitions.isPending) return <Skeleton h={240} />;
  if (competitions.isError) return <LoadError error={competitions.error} onRetry={() => competitions.refetch()} />;
  const list = competitions.data.results.filter((c) => special === undefined || c.isSpecial === special);
  if (title && list.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title ?? 'Laufende Gewinnspiele'}>
      {title && (
        <Title order={2} size="h3">
          {title}
        </Title>
      )}
      {list.length === 0 ? (
        <EmptyHint title="Gerade läuft kein Gewinnspiel">Schau bald wieder vorbei.</EmptyHint>
      ) : (
        <TileRow
          label={title ?? 'Laufende Gewinnspiele'}
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          spacing="md"
          scrollsOnPhones={!!title}
        >
          {list.map((c) => (
            <CompetitionTile key={c.id} competition={c} headingOrder={title ? 3 : 2} />
          ))}
        </TileRow>
      )}
    </Stack>
  );
}
