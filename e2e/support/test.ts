import { createHash } from 'node:crypto';
import { test as base, type TestInfo } from '@playwright/test';

export * from '@playwright/test';

/**
 * The client address of one test's run: 10.x.y.z from its id and retry, so every test (and each
 * retry of it) comes from an address of its own.
 */
export function clientAddressOf(testInfo: Pick<TestInfo, 'testId' | 'retry'>): string {
  const [x, y, z] = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
  return `10.${x}.${y}.${z}`;
}

/**
 * Playwright's `test`, where each test is a visitor of its own address, as people are: its pages,
 * their fetches and its `request` send `X-Forwarded-For`, whose last entry the e2e server takes as
 * the client, as a portal behind one reverse proxy does (`TRUST_PROXY=1`). The per-address limits
 * of the sign-in and the other public forms (auth-rate-limits.ts) stay as in production; without
 * this, the whole suite signed in from 127.0.0.1 and, on a fast host, met the 30 sign-ins a minute.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
});
