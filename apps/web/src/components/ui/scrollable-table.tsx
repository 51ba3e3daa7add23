import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * A table's scroll area (Mantine's Table.ScrollContainer) that takes the keyboard focus, so a
 * table wider than a phone can be scrolled without a mouse (WCAG 2.1.1, axe
 * scrollable-region-focusable). Every table that may scroll uses this instead of the Mantine one.
 */
export function ScrollableTable({ scrollAreaProps, ...props }: TableScrollContainerProps) {
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{ ...scrollAreaProps, viewportProps: { tabIndex: 0, ...scrollAreaProps?.viewportProps } }}
    />
  );
}
