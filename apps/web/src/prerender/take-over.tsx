import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { PENDING_CLICK_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
import { whenRouterReady } from './when-router-ready';

/** The pre-rendered #root while the app takes it over (hydration); null before and after. */
let takingOver: HTMLElement | null = null;

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
    takingOver = root;
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

/**
 * What the visitor typed into the pre-rendered field `name` before the app ran, read while the app
 * takes the page over (a form starts with it, so nothing typed is lost); undefined otherwise.
 */
export function prerenderedValue(name: string): string | undefined {
  const field = takingOver?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
  return field?.value || undefined;
}

/**
 * Ends the take-over once the app has hydrated: a form sent or a button clicked before the app ran
 * is sent or clicked now (a button drawn on the server has no handler until then).
 */
export function useFinishTakeOver(): void {
  useEffect(() => {
    if (!takingOver) return;
    const root = takingOver;
    takingOver = null;
    for (const form of root.querySelectorAll<HTMLFormElement>(`form[${PENDING_SUBMIT_ATTRIBUTE}]`)) {
      form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      form.requestSubmit();
    }
    for (const button of root.querySelectorAll<HTMLElement>(`[${PENDING_CLICK_ATTRIBUTE}]`)) {
      button.removeAttribute(PENDING_CLICK_ATTRIBUTE);
      button.click();
    }
  }, []);
}
