import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

// React's act() for the hydration done by hand (testing-library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let drawn: { container: HTMLElement; root?: Root } | null = null;

/** Puts HTML drawn on the server into the document, as the browser gets it before the app runs. */
export function putServerHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  drawn = { container };
  return container;
}

/**
 * Hydrates the HTML of `putServerHtml` with `element`, as the app takes a drawn page over; answers
 * what React could only recover from (a mismatch) and whether anything was logged as an error.
 */
export async function hydrateServerHtml(element: ReactElement) {
  if (!drawn) throw new Error('putServerHtml first');
  const target = drawn;
  const consoleError = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    target.root = hydrateRoot(target.container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { recoverable, consoleError };
}

/** Unmounts and removes what `putServerHtml` put (for afterEach). */
export function removeServerHtml(): void {
  const target = drawn;
  drawn = null;
  if (!target) return;
  if (target.root) act(() => target.root?.unmount());
  target.container.remove();
}
