import { describe, expect, it } from 'vitest';
import { parseCouponCodesCsv } from './coupon-codes-csv';

describe('parseCouponCodesCsv', () => {
  it('reads one code per line, skipping a header, quotes, blanks around codes and trailing empty lines', () => {
    const parsed = parseCouponCodesCsv('\uFEFFCode\r\nABC-1\r\n  "DEF-2" \r\nGHI-3\n\n\n');
    expect(parsed.codes).toEqual([
      { line: 2, code: 'ABC-1' },
      { line: 3, code: 'DEF-2' },
      { line: 4, code: 'GHI-3' },
    ]);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines).toBe(4);
  });

  it('reads a file without header from line 1', () => {
    expect(parseCouponCodesCsv('X1\nX2').codes).toEqual([
      { line: 1, code: 'X1' },
      { line: 2, code: 'X2' },
    ]);
  });

  it('rejects empty, too long, multi-value, blank-containing and duplicate lines with their line number', () => {
    const parsed = parseCouponCodesCsv(
      ['gutscheincode', 'OK-1', '', 'A'.repeat(65), 'a;b', 'HAS SPACE', 'OK-1', 'OK-2'].join('\n'),
    );
    expect(parsed.codes.map((c) => c.code)).toEqual(['OK-1', 'OK-2']);
    expect(parsed.rejected).toEqual([
      { line: 3, reason: 'Leere Zeile' },
      { line: 4, reason: 'Der Code ist länger als 64 Zeichen.' },
      { line: 5, reason: 'Die Zeile enthält mehr als einen Wert.' },
      { line: 6, reason: 'Der Code enthält Leer- oder Steuerzeichen.' },
      { line: 7, reason: 'Der Code steht bereits in Zeile 2.' },
    ]);
  });

  it('treats a header-like word after line 1 as a code', () => {
    expect(parseCouponCodesCsv('X1\ncode').codes.map((c) => c.code)).toEqual(['X1', 'code']);
  });
});
