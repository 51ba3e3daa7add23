import { lazy, Suspense, useEffect, useState } from 'react';

const AppOverlays = lazy(() => import('./app-overlays').then((module) => ({ default: module.AppOverlays })));

/** True once the browser is idle after the first paint (at the latest after two seconds). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * The dialogs of the layouts (search, campaign code, contact, terms), loaded once the page is idle:
 * none of them is visible when a page opens, and their code is a quarter of the first download.
 * Dialogs opened earlier (their stores are tiny) show as soon as the code has arrived.
 */
export function DeferredAppOverlays({ legal = false }: { legal?: boolean }) {
  if (!useIdle()) return null;
  return (
    <Suspense fallback={null}>
      <AppOverlays legal={legal} />
    </Suspense>
  );
}
