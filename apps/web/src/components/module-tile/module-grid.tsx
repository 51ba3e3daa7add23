import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { SimpleGrid, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { TileRow } from '../ui/tile-row';
import { ModuleTile } from './module-tile';

export const MODULE_GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

/**
 * The grid of module tiles (1, 2 or 3 columns), or with `rowLabel` a row of them that scrolls
 * sideways on phones (TileRow; Home's rows) and is named by the label.
 */
export function ModuleTiles({ rowLabel, children }: { rowLabel?: string; children: ReactNode }) {
  if (rowLabel)
    return (
      <TileRow label={rowLabel} cols={MODULE_GRID_COLS}>
        {children}
      </TileRow>
    );
  return (
    <SimpleGrid cols={MODULE_GRID_COLS} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}

/** Module tiles in a responsive grid (1, 2 or 3 columns), or a phone's sideways row (`rowLabel`). */
export function ModuleGrid({
  modules,
  headingOrder,
  rowLabel,
  recommendedBy,
}: {
  modules: ModuleForUser[];
  headingOrder?: TitleOrder;
  rowLabel?: string;
  /** Module slug → who of the member's pharmacy recommended it. */
  recommendedBy?: ReadonlyMap<string, string>;
}) {
  return (
    <ModuleTiles rowLabel={rowLabel}>
      {modules.map((module) => (
        <ModuleTile
          key={module.uuid}
          module={module}
          headingOrder={headingOrder}
          recommendedBy={recommendedBy?.get(module.slug)}
        />
      ))}
    </ModuleTiles>
  );
}
