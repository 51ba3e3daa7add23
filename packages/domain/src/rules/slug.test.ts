import { describe, expect, it } from 'vitest';
import { sanitizeSafeMarkup } from './safe-markup';
import { slugify } from './slug';

describe('slugify', () => {
  it('spells out umlauts and joins words with hyphens', () => {
    expect(slugify('Sonnenschutz für Kinder: Größe & Übung')).toBe('sonnenschutz-fuer-kinder-groesse-uebung');
    expect(slugify('  Café  Crème ')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('modul');
    expect(slugify('a'.repeat(100)).length).toBe(80);
  });
});

describe('sanitizeSafeMarkup', () => {
  it('drops tags and control characters, keeps the lightweight markup', () => {
    expect(
      sanitizeSafeMarkup('<p>Hallo <b>Welt</b></p><script>x</script>\r\n\r\n\r\n\r\n- **eins**\u0007  \n- zwei'),
    ).toBe('Hallo Weltx\n\n- **eins**\n- zwei');
  });
});
