/** Builds the `{count, next, previous, results}` envelope with absolute-path links (DESIGN §3). */
export function page<T>(
  url: string,
  query: { limit: number; offset: number },
  count: number,
  results: T[],
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const link = (offset: number) => {
    const u = new URL(url, 'http://x');
    u.searchParams.set('limit', String(query.limit));
    u.searchParams.set('offset', String(offset));
    return `${u.pathname}${u.search}`;
  };
  const next = query.offset + query.limit < count ? link(query.offset + query.limit) : null;
  const previous = query.offset > 0 ? link(Math.max(0, query.offset - query.limit)) : null;
  return { count, next, previous, results };
}
