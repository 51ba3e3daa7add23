import { Stack } from '@mantine/core';
import { EditorsPicks } from './editors-picks';
import { LatestModules } from './latest-modules';

/** Discover (spec §2): the editors' picks, then the newest modules. */
export function Discover() {
  return (
    <Stack gap={48}>
      <EditorsPicks />
      <LatestModules />
    </Stack>
  );
}
