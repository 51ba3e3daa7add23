import { describe, expect, it } from 'vitest';
import { isEmptyChart, trendKind } from './chart-kinds';

describe('trendKind', () => {
  it('draws three monthly points as bars, many days as straight lines', () => {
    expect(trendKind(3)).toBe('bars');
    expect(trendKind(30)).toBe('lines');
  });
});

describe('isEmptyChart', () => {
  const series = [{ name: 'Abschlüsse' }];
  it('is empty without rows or with zeros only', () => {
    expect(isEmptyChart([], series)).toBe(true);
    expect(isEmptyChart([{ monat: '01/2026', Abschlüsse: 0 }], series)).toBe(true);
  });
  it('is not empty with one figure', () => {
    expect(
      isEmptyChart(
        [
          { monat: '01/2026', Abschlüsse: 0 },
          { monat: '02/2026', Abschlüsse: 2 },
        ],
        series,
      ),
    ).toBe(false);
  });
});
