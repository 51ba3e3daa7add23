import { Skeleton, VisuallyHidden } from '@mantine/core';
import { ModuleTiles } from './module-grid';

/** Placeholders of the tile size while modules load, laid out as the tiles will be (`rowLabel`). */
export function ModuleGridSkeleton({ count = 3, rowLabel }: { count?: number; rowLabel?: string }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Module werden geladen …</VisuallyHidden>
      <ModuleTiles rowLabel={rowLabel}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={index} height={320} radius="md" />
        ))}
      </ModuleTiles>
    </div>
  );
}
