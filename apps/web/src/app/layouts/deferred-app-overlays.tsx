import { lazy, Suspense, useEffect, useState } from 'react';
import { TermsDialog } from '../../features/terms-dialog';

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
 * The dialogs of the layouts. Search, campaign code and contact are loaded once the page is idle:
 * none of them is visible when a page opens, and their code is a quarter of the first download;
 * dialogs opened earlier (their stores are tiny) show as soon as the code has arrived. The terms
 * dialog (not on the legal pages) is not deferred: a member who must accept the terms sees it on
 * arrival, on a page drawn by the server from the first paint.
 */
export function DeferredAppOverlays({ legal = false }: { legal?: boolean }) {
  const idle = useIdle();
  return (
    <>
      {!legal && <TermsDialog />}
      {idle && (
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      )}
    </>
  );
}
