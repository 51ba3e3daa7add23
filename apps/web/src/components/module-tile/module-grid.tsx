import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { SimpleGrid, type TitleOrder } from '@mantine/core';
import { ModuleTile } from './module-tile';

export const MODULE_GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

/** Module tiles in a responsive grid (1, 2 or 3 columns). */
export function ModuleGrid({ modules, headingOrder }: { modules: ModuleForUser[]; headingOrder?: TitleOrder }) {
  return (
    <SimpleGrid cols={MODULE_GRID_COLS} spacing="lg" verticalSpacing="lg">
      {modules.map((module) => (
        <ModuleTile key={module.uuid} module={module} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
