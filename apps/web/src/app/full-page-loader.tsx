import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code loads. */
export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-label="Seite wird geladen">
      <Loader />
    </Center>
  );
}
