import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './tile-row.module.css';

interface TileRowProps {
  /** The row's accessible name (a group of its tiles). */
  label: string;
  /** Columns on wider screens, as SimpleGrid takes them. */
  cols: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  /** A tile's width in the phone's sideways row (default 80%: the next tile shows at the edge). */
  phoneWidth?: string;
  /** `nav` for a row of shortcuts (named by `label`), else a group. */
  as?: 'nav';
  /** false: a grid on phones too (the same tiles on a page of their own). */
  scrollsOnPhones?: boolean;
  children: ReactNode;
}

/**
 * Tiles in a grid on wider screens and, on phones, one row that scrolls sideways with the next tile
 * partly visible (issue 36: Home was a column of full-width tiles, 11,000 px long). Each tile is a
 * link, so Tab reaches every one (the browser scrolls it into view) and the arrow keys scroll the
 * row around the focused tile; the row is named for screen readers.
 */
export function TileRow({
  label,
  cols,
  spacing = 'lg',
  phoneWidth,
  as,
  scrollsOnPhones = true,
  children,
}: TileRowProps) {
  const style = phoneWidth ? ({ '--tile-row-width': phoneWidth } as CSSProperties) : undefined;
  const semantics = as === 'nav' ? { component: 'nav' } : { role: 'group' };
  return (
    <SimpleGrid
      {...semantics}
      aria-label={label}
      cols={cols}
      spacing={spacing}
      verticalSpacing={spacing}
      className={scrollsOnPhones ? classes.row : undefined}
      style={style}
      data-tile-row={scrollsOnPhones ? '' : undefined}
    >
      {children}
    </SimpleGrid>
  );
}
