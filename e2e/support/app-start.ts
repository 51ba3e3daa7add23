import type { Page } from '@playwright/test';

// Pages drawn before the app runs (build-time pre-rendering, a member's Home drawn by the server)
// and the app's start on them (apps/web/public/start-app.js).

/** Holds the app's entry module back until `release`; counts how the page asked for it. */
export async function holdApp(page: Page) {
  const requests: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    requests.push(route.request().resourceType());
    await held;
    await route.continue();
  });
  return { requests, release };
}

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** True once React has hydrated the element (it carries React's fiber). */
export function hydrated(page: Page, selector: string) {
  return page.evaluate(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
  );
}
