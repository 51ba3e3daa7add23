import type { AdminAdGroup } from '@apopunkt/domain/schemas/admin-modules';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  EDITORS_PICKS_GROUP,
  ReorderButtons,
  useAdGroup,
  useAdminModules,
  useSaveAdGroup,
} from '../../../features/admin-modules';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';

type Entry = AdminAdGroup['modules'][number];

/** /business/admin/modules/ad-group (staff): choose and order the modules of ad group 1 ("Empfehlungen der Redaktion"). */
export function Component() {
  usePageTitle('Empfehlungen der Redaktion');
  const group = useAdGroup(EDITORS_PICKS_GROUP);
  const save = useSaveAdGroup(EDITORS_PICKS_GROUP);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [search, setSearch] = useState('');
  const candidates = useAdminModules({ search: search || undefined, page: 1 });
  useEffect(() => {
    if (group.data) setEntries(group.data.modules);
  }, [group.data]);

  if (group.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Modulgruppe wird geladen" />
      </Center>
    );
  if (group.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(group.error)}
      </Alert>
    );

  const chosen = new Set(entries.map((e) => e.uuid));
  const options = (candidates.data?.results ?? [])
    .filter((m) => !chosen.has(m.uuid))
    .map((m) => ({ value: m.uuid, label: m.name }));
  const move = (from: number, to: number) =>
    setEntries((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });

  return (
    <Stack gap="md" maw={820}>
      <Anchor component={Link} to={paths.ModulesOverview.href()} size="sm">
        Zurück zur Übersicht
      </Anchor>
      <Title order={1}>{group.data.name}</Title>
      <Text c="dimmed">
        Diese Module zeigt die Entdecken-Seite in dieser Reihenfolge. Ausgeblendete Module sehen Lernende nicht.
      </Text>
      <Select
        label="Modul hinzufügen"
        placeholder="Name eingeben"
        searchable
        data={options}
        searchValue={search}
        onSearchChange={setSearch}
        value={null}
        nothingFoundMessage="Kein passendes Modul"
        onChange={(uuid) => {
          const found = candidates.data?.results.find((m) => m.uuid === uuid);
          if (found) setEntries((list) => [...list, found]);
          setSearch('');
        }}
      />
      {entries.length === 0 && <Text c="dimmed">Noch keine Module gewählt.</Text>}
      {entries.map((entry, index) => (
        <Card key={entry.uuid} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={600}>{index + 1}.</Text>
              <Text truncate>{entry.name}</Text>
              {!entry.isVisible && (
                <Badge variant="outline" color="dark">
                  ausgeblendet
                </Badge>
              )}
            </Group>
            <ReorderButtons
              label={entry.name}
              index={index}
              count={entries.length}
              onMove={move}
              onRemove={(i) => setEntries((list) => list.filter((_, j) => j !== i))}
            />
          </Group>
        </Card>
      ))}
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              entries.map((e) => e.uuid),
              { onSuccess: () => notify.success('Reihenfolge gespeichert.') },
            )
          }
        >
          Speichern
        </Button>
      </Group>
    </Stack>
  );
}
