import { describe, expect, it } from 'vitest';
import { appRouteMatcher } from './app-routes';

describe('appRouteMatcher', () => {
  const isPage = appRouteMatcher(['/', '/faq', '/loft/:slug', '/business/admin/competitions/:id/analytics']);

  it('knows the fixed pages, also with a trailing slash or in other letter case', () => {
    for (const path of ['/', '/faq', '/faq/', '/FAQ']) expect(isPage(path), path).toBe(true);
  });

  it('takes any one segment for a parameter', () => {
    for (const path of ['/loft/kalmus-ibuprofen-600', '/loft/4', '/business/admin/competitions/7/analytics']) {
      expect(isPage(path), path).toBe(true);
    }
  });

  it('refuses addresses no pattern matches', () => {
    for (const path of ['/gibt-es-nicht', '/faq/mehr', '/loft', '/loft/a/b', '/business/admin/competitions/7']) {
      expect(isPage(path), path).toBe(false);
    }
  });
});
