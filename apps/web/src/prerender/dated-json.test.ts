// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tagDates, untagDates } from './dated-json';

describe('tagDates / untagDates', () => {
  it('brings Dates back as Dates through JSON and leaves date-like strings strings', () => {
    const data = {
      endsAt: '2026-12-01T23:00:00.000Z',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      rows: [{ visibleFrom: new Date('2026-10-01T08:00:00Z'), title: 'Sonnenschutz', points: 25, tags: null }],
    };
    const travelled = untagDates(JSON.parse(JSON.stringify(tagDates(data))));
    expect(travelled).toEqual(data);
    expect(typeof (travelled as typeof data).endsAt).toBe('string');
  });
});
