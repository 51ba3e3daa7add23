import { describe, expect, it } from 'vitest';
import { personalRegExp, scrubJson } from './account-erasure.repository';

describe('the erasure’s scrub of JSON values', () => {
  const pattern = personalRegExp({
    addresses: ['anna.true@test.apopunkt.de'],
    names: ['Anna True', 'Anna T.', 'Anna', 'True', 'O\'Nú"ll'],
    dates: ['1961-03-14'],
  });

  it('replaces the member’s strings in values and keys, names as whole words only', () => {
    const before = {
      email: 'ANNA.TRUE@test.apopunkt.de',
      name: 'Anna True',
      note: 'Anna T. fragt; Annabell nicht',
      active: true,
      list: ['geboren 1961-03-14', 3, null, { 'Anna True': 'O\'Nú"ll' }],
    };
    const after = scrubJson(before, pattern);
    expect(after).toEqual({
      email: '[gelöscht]',
      name: '[gelöscht]',
      note: '[gelöscht] fragt; Annabell nicht',
      active: true,
      list: ['geboren [gelöscht]', 3, null, { '[gelöscht]': '[gelöscht]' }],
    });
    // Still JSON, whatever the names look like (a surname "True" leaves the literal true alone).
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });
});
