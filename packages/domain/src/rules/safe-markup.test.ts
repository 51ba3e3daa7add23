import { describe, expect, it } from 'vitest';
import { sanitizeSafeMarkup } from './safe-markup';

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
});
