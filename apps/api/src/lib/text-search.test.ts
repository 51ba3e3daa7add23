import { describe, expect, it } from 'vitest';
import { likeContaining, likePrefix, normaliseSearch, prefixTsQuery } from './text-search';

describe('normaliseSearch', () => {
  it('trims, lower-cases and drops searches under 2 characters', () => {
    expect(normaliseSearch(undefined)).toBeNull();
    expect(normaliseSearch('  a ')).toBeNull();
    expect(normaliseSearch(' Löwen ')).toBe('löwen');
  });
});

describe('prefixTsQuery', () => {
  it('turns every word into a prefix term joined by AND', () => {
    expect(prefixTsQuery('Löwen-Apotheke 04109')).toBe('löwen:* & apotheke:* & 04109:*');
  });

  it('drops tsquery syntax so no input can break the query', () => {
    expect(prefixTsQuery("a:* & !b | ('c')")).toBe('a:* & b:* & c:*');
    expect(prefixTsQuery('&& !!')).toBeNull();
  });

  it('keeps at most 8 words', () => {
    expect(prefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('50%_a\\b')).toBe('50\\%\\_a\\\\b%');
  });
});

describe('likeContaining', () => {
  it('matches the escaped text anywhere', () => {
    expect(likeContaining('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
