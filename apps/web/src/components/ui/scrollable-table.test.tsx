import { Table } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../test/with-providers';
import { ScrollableTable } from './scrollable-table';

afterEach(cleanup);

function scrollViewportOf(table: HTMLElement): HTMLElement | null {
  return table.closest('.mantine-ScrollArea-viewport');
}

describe('ScrollableTable', () => {
  it('lets the keyboard focus the scroll area of the table', () => {
    render(
      <WithProviders>
        <ScrollableTable minWidth={600}>
          <Table aria-label="Buchungen">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>1</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      </WithProviders>,
    );
    const viewport = scrollViewportOf(screen.getByRole('table', { name: 'Buchungen' }));
    expect(viewport?.getAttribute('tabindex')).toBe('0');
  });

  it('keeps other viewport settings given by the caller', () => {
    render(
      <WithProviders>
        <ScrollableTable minWidth={600} scrollAreaProps={{ viewportProps: { 'aria-label': 'Tabelle' } }}>
          <Table aria-label="Export">
            <Table.Tbody />
          </Table>
        </ScrollableTable>
      </WithProviders>,
    );
    const viewport = scrollViewportOf(screen.getByRole('table', { name: 'Export' }));
    expect(viewport?.getAttribute('aria-label')).toBe('Tabelle');
    expect(viewport?.getAttribute('tabindex')).toBe('0');
  });
});
