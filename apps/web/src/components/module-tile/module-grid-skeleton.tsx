import { SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { MODULE_GRID_COLS } from './module-grid';

/** Placeholders of the tile size while modules load. */
export function ModuleGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Module werden geladen …</VisuallyHidden>
      <SimpleGrid cols={MODULE_GRID_COLS} spacing="lg">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={index} height={320} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  );
}
