import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ScormPlayerProps } from '../scorm/scorm-player';

const ScormPlayer = lazy(() => import('../scorm/scorm-player'));

/** A module played as a SCORM package; the runtime (scorm-again) loads only for such modules. */
export function ScormContent(props: ScormPlayerProps) {
  return (
    <Suspense
      fallback={
        <Center py={80} role="status">
          <Loader />
          <VisuallyHidden>Lerninhalt wird geladen …</VisuallyHidden>
        </Center>
      }
    >
      <ScormPlayer {...props} />
    </Suspense>
  );
}
