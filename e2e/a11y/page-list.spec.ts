import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTES_FILE } from '@apopunkt/domain/constants/app-routes';
import { expect, test } from '../support/test';
import { ROLES, ROUTES_WITHOUT_A_PAGE, SCAN_GROUPS } from './pages';

// The every-page scan (every-page.*.spec.ts) misses no page: pages.ts lists every route of the app.
test('the list of pages covers every route of the app', () => {
  const routes: string[] = JSON.parse(readFileSync(join('apps/web/dist', APP_ROUTES_FILE), 'utf8'));
  const listed = new Set([...ROLES.flatMap((role) => role.pages.map((p) => p.pattern)), ...ROUTES_WITHOUT_A_PAGE]);
  expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  expect([...listed].filter((pattern) => pattern !== '*' && !routes.includes(pattern))).toEqual([]);
});

test('every role of the list is scanned by one of the every-page specs', () => {
  expect(ROLES.map((role) => role.name).sort()).toEqual(Object.values(SCAN_GROUPS).flat().sort());
});
