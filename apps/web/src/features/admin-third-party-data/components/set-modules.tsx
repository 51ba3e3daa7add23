import type { ThirdPartySet } from '@apopunkt/domain/schemas/third-party-data';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The modules that ask consent for the set; they are chosen in the module editor. */
export function SetModules({ modules }: { modules: ThirdPartySet['modules'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Zugeordnete Module
      </Title>
      {modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          Noch kein Modul. Die Zuordnung erfolgt im Modul-Editor unter „Datenweitergabe“.
        </Text>
      ) : (
        <List spacing={4}>
          {modules.map((m) => (
            <List.Item key={m.uuid}>
              <Anchor component={Link} to={paths.ModuleEdit.href(m.uuid)}>
                {m.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
