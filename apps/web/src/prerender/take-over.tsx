import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { LOCK_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
import { whenRouterReady } from './when-router-ready';

/**
 * Starts the app in #root. A page pre-rendered at build time (build-plugins/prerender.ts) stays on
 * screen until the router has loaded that page's code; React then hydrates it, keeping the drawn
 * elements instead of drawing them again. When the router went elsewhere (a signed-in visitor on
 * /sign-in is sent Home), the page is drawn from scratch.
 */
export async function mountApp(root: HTMLElement, router: DataRouter, app: ReactNode): Promise<void> {
  const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  await whenRouterReady(router);
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  if (router.state.location.pathname === prerendered) {
    // As a transition React hydrates in slices of a few milliseconds (the page is already on
    // screen), so a phone's main thread is never blocked for long; otherwise it does it at once.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
}

/** Makes the pre-rendered page's fields usable once the app runs them (after hydration). */
export function useUnlockPrerenderedFields(): void {
  useEffect(() => {
    for (const field of document.querySelectorAll(`[${LOCK_ATTRIBUTE}]`)) {
      field.removeAttribute('readonly');
      field.removeAttribute(LOCK_ATTRIBUTE);
    }
  }, []);
}
