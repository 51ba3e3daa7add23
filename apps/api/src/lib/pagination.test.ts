import { describe, expect, it } from 'vitest';
import { page, pageLink } from './pagination';

/** How the links were built before: through a URL object. */
function linkThroughUrl(url: string, limit: number, offset: number): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('limit', String(limit));
  u.searchParams.set('offset', String(offset));
  return `${u.pathname}${u.search}`;
}

describe('page links', () => {
  it('write what a URL object writes, for plain and for odd request URLs', () => {
    const urls = [
      '/api/v1/modules',
      '/api/v1/modules?type=8&latest=true&order_by=-visible_from&limit=3',
      '/api/v1/admin/users?search=M%C3%BCller&limit=20&offset=40',
      '/api/v1/admin/users?search=a+b&x=1&x=2&offset=5',
      '/api/v1/admin/users?search=a%20b c&q=ä"<>`#fragment',
      '/api/v1/modules?a=1?b=2',
      '/api/v1/modules?',
      '/api/v1/modules/?limit=abc',
      '/api/v1/./modules?limit=3',
      '/api/v1/../v1/modules?limit=3',
      '//evil.example/api?limit=3',
      '/api/v1/mödule?limit=3',
      '/api/v1/a%2Fb?limit=3',
      '/api/v1/modules%zz?search=%zz',
    ];
    for (const url of urls) {
      for (const [limit, offset] of [
        [3, 0],
        [20, 60],
      ] as const) {
        expect(pageLink(url, limit, offset), url).toBe(linkThroughUrl(url, limit, offset));
      }
    }
  });

  it('link the next and the previous page only where there is one', () => {
    const url = '/api/v1/modules?type=8&limit=3&offset=3';
    expect(page(url, { limit: 3, offset: 3 }, 10, [1, 2, 3])).toEqual({
      count: 10,
      next: '/api/v1/modules?type=8&limit=3&offset=6',
      previous: '/api/v1/modules?type=8&limit=3&offset=0',
      results: [1, 2, 3],
    });
    expect(page(url, { limit: 3, offset: 0 }, 3, [])).toMatchObject({ next: null, previous: null });
  });
});
