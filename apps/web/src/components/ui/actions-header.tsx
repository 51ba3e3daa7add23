import { Table, VisuallyHidden } from '@mantine/core';

/**
 * The header of a table's column of row buttons: named for screen readers, empty on screen (an
 * empty header cell says nothing about its column; axe empty-table-header).
 */
export function ActionsHeader({ label = 'Aktionen' }: { label?: string }) {
  return (
    <Table.Th>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}
