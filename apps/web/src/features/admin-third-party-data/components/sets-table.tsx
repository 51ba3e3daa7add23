import type { ThirdPartySetRow } from '@apopunkt/domain/schemas/third-party-data';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { fieldList, formatDateTime } from './format';

/** The overview rows: partner and title, the fields shared, usage and the last change. */
export function SetsTable({ sets }: { sets: ThirdPartySetRow[] }) {
  return (
    <ScrollableTable minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Partner</Table.Th>
            <Table.Th>Titel</Table.Th>
            <Table.Th>Weitergegebene Felder</Table.Th>
            <Table.Th>Module</Table.Th>
            <Table.Th>Einwilligungen</Table.Th>
            <Table.Th>Textversion</Table.Th>
            <Table.Th>Geändert</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((set) => (
            <Table.Tr key={set.uuid}>
              <Table.Td>
                <Anchor component={Link} to={paths.ThirdPartyDataEdit.href(set.uuid)}>
                  {set.partner}
                </Anchor>
              </Table.Td>
              <Table.Td>{set.title}</Table.Td>
              <Table.Td>
                <Text size="sm">{fieldList(set.fields)}</Text>
              </Table.Td>
              <Table.Td>{set.moduleCount}</Table.Td>
              <Table.Td>{set.activeConsents}</Table.Td>
              <Table.Td>{set.textVersion}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(set.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
