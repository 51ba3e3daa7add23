import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText } from './rich-text';

describe('parseInline', () => {
  it('splits bold runs', () => {
    expect(parseInline('a **b** c')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c', bold: false },
    ]);
  });

  it('leaves an unmatched marker as text', () => {
    expect(parseInline('5 ** 2')).toEqual([{ text: '5 ** 2', bold: false }]);
  });
});

describe('parseRichText', () => {
  it('reads paragraphs, lists and indentation', () => {
    const blocks = parseRichText(`
      Erster Absatz
      geht weiter.
      - **eins**
      - zwei

      Zweiter Absatz`);
    expect(blocks).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Erster Absatz geht weiter.', bold: false }] },
      { kind: 'list', items: [[{ text: 'eins', bold: true }], [{ text: 'zwei', bold: false }]] },
      { kind: 'paragraph', runs: [{ text: 'Zweiter Absatz', bold: false }] },
    ]);
  });

  it('starts a new paragraph after a list without a blank line', () => {
    const blocks = parseRichText('- a\nText');
    expect(blocks.map((b) => b.kind)).toEqual(['list', 'paragraph']);
  });

  it('answers nothing for blank input', () => {
    expect(parseRichText('  \n\n ')).toEqual([]);
  });
});

describe('links', () => {
  it('reads https links, also inside bold, and leaves other schemes as text', () => {
    expect(parseInline('Siehe **[RKI](https://www.rki.de)** oder [x](http://a.de)')).toEqual([
      { text: 'Siehe ', bold: false },
      { text: 'RKI', bold: true, href: 'https://www.rki.de' },
      { text: ' oder [x](http://a.de)', bold: false },
    ]);
  });
});
