import { LIST_LIMIT_MAX } from '@apopunkt/domain/constants/limits';

/** Every row of a DESIGN §3 list, page by page of the largest size (for a CSV of all pages). */
export async function fetchAllPages<T>(
  fetchPage: (limit: number, offset: number) => Promise<{ next: string | null; results: T[] }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += LIST_LIMIT_MAX) {
    const page = await fetchPage(LIST_LIMIT_MAX, offset);
    all.push(...page.results);
    if (page.next === null || page.results.length === 0) return all;
  }
}
