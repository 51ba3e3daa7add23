import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { VerificationLetter } from '@apopunkt/domain/schemas/verification';
import { Checkbox, Table, Text } from '@mantine/core';
import { ScrollableTable } from '../../../components/ui/scrollable-table';

interface LettersTableProps {
  letters: VerificationLetter[];
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
}

/** Letters with who asked and where the letter goes; rows can be selected for a reprint. */
export function LettersTable({ letters, selected, onSelectedChange }: LettersTableProps) {
  const toggle = (id: number) =>
    onSelectedChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const allSelected = letters.length > 0 && selected.length === letters.length;
  return (
    <ScrollableTable minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label="Alle auswählen"
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={() => onSelectedChange(allSelected ? [] : letters.map((letter) => letter.id))}
              />
            </Table.Th>
            <Table.Th>Angefordert am</Table.Th>
            <Table.Th>Nutzer*in</Table.Th>
            <Table.Th>Apotheke</Table.Th>
            <Table.Th>Gedruckt am</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {letters.map((letter) => (
            <Table.Tr key={letter.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Brief für ${letter.user.firstName} ${letter.user.lastName} auswählen`}
                  checked={selected.includes(letter.id)}
                  onChange={() => toggle(letter.id)}
                />
              </Table.Td>
              <Table.Td>{formatGermanDate(letter.requestedAt)}</Table.Td>
              <Table.Td>
                {letter.user.firstName} {letter.user.lastName}
                <Text size="xs" c="dimmed">
                  {letter.user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                {letter.organisation.name}
                <Text size="xs" c="dimmed">
                  {letter.organisation.address.street}, {letter.organisation.address.zip}{' '}
                  {letter.organisation.address.city}
                </Text>
              </Table.Td>
              <Table.Td>{letter.printedAt ? formatGermanDate(letter.printedAt) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
