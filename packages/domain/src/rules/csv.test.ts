import { describe, expect, it } from 'vitest';
import { toSemicolonCsv } from './csv';

describe('toSemicolonCsv', () => {
  it('separates by semicolons, quotes where needed and defuses formulas', () => {
    expect(
      toSemicolonCsv([
        ['Name', 'Ort'],
        ['Müller; Anna', 'Köln "Süd"'],
        ['=1+1', '-3', '@x', 7],
      ]),
    ).toBe('Name;Ort\r\n"Müller; Anna";"Köln ""Süd"""\r\n\'=1+1;\'-3;\'@x;7\r\n');
  });

  it('gives an empty string for no rows', () => {
    expect(toSemicolonCsv([])).toBe('');
  });
});
