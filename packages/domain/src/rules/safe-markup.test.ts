import { describe, expect, it } from 'vitest';
import { sanitizeSafeMarkup, toPlainText } from './safe-markup';
import { mulberry32 as seeded } from './seeded-random';

/** Pieces that interact in the cleaner: tag and comment parts, links, bold, line ends, control characters. */
const PIECES = [
  '<',
  '>',
  '</',
  '<!--',
  '-->',
  '-',
  '!',
  'b',
  'script',
  ' onerror=x',
  '"',
  '[',
  ']',
  '(',
  ')',
  'https://x.de',
  'javascript:alert(1)',
  'http://a',
  '**',
  '\r',
  '\n',
  '\r\n',
  '\t',
  ' ',
  '  ',
  '\u0001',
  '\u000b',
  '\u007f',
  'a',
  'Ä',
  '- ',
  '<b>',
  '</b>',
  '<<',
  '>>',
];

function generatedInputs(seed: number, count: number): string[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 30);
    return Array.from({ length }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
  });
}

const SEED = 33;
const inputs = generatedInputs(SEED, 5000);

describe('sanitizeSafeMarkup', () => {
  it('keeps https links and reduces every other link to its text', () => {
    expect(sanitizeSafeMarkup('Mehr [beim RKI](https://www.rki.de/x) lesen')).toBe(
      'Mehr [beim RKI](https://www.rki.de/x) lesen',
    );
    expect(sanitizeSafeMarkup('[klick](javascript:alert(1)) und [alt](http://x.de)')).toBe('klick und alt');
  });

  it('drops tags and collapses blank lines', () => {
    expect(sanitizeSafeMarkup('<b>fett</b>\r\n\r\n\r\n- eins  ')).toBe('fett\n\n- eins');
  });

  it('drops tags that the removal of another tag or a control character puts together', () => {
    expect(sanitizeSafeMarkup('<<b>script>alert(1)<</b>/script>')).toBe('alert(1)');
    expect(sanitizeSafeMarkup('<\u0001img src=x onerror=alert(1)>Bild')).toBe('Bild');
  });

  it(`is stable: cleaning a cleaned text changes nothing (${inputs.length} generated inputs, seed ${SEED})`, () => {
    for (const input of inputs) {
      const once = sanitizeSafeMarkup(input);
      expect(sanitizeSafeMarkup(once), JSON.stringify(input)).toBe(once);
      expect(once).not.toMatch(/<\/?[a-zA-Z][^<>]*>/);
    }
  });
});

describe('toPlainText', () => {
  it('drops tags, bold marks and link targets and keeps one line', () => {
    expect(toPlainText('  <b>Was</b> **hilft**\r\nbei [Reise](https://x.de)übelkeit?<script>x</script> ')).toBe(
      'Was hilft bei Reiseübelkeit?x',
    );
  });

  it('keeps comparisons that are no tags', () => {
    expect(toPlainText('Dosis < 5 mg und > 1 mg')).toBe('Dosis < 5 mg und > 1 mg');
  });

  it(`is stable and plain (${inputs.length} generated inputs, seed ${SEED})`, () => {
    for (const input of inputs) {
      const once = toPlainText(input);
      expect(toPlainText(once), JSON.stringify(input)).toBe(once);
      expect(once).not.toMatch(/<\/?[a-zA-Z][^<>]*>|\*\*|[\r\n\t]/);
    }
  });
});
