import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './error-reporting';

describe('scrubEvent', () => {
  it('keeps only the user id and drops personal data and secrets', () => {
    const event = {
      message: 'Fehler bei erika.muster@example.de',
      user: { id: '42', email: 'erika@example.de', ip_address: '1.2.3.4', username: 'Erika' },
      request: {
        url: '/api/v1/me',
        headers: { Authorization: 'Bearer abc.def', 'User-Agent': 'x' },
        data: { email: 'a@b.de', password: 'geheim', firstName: 'Erika', moduleId: 7 },
      },
      breadcrumbs: [{ message: 'POST /v1/sessions mit Bearer xyz' }],
    };
    expect(scrubEvent(event)).toEqual({
      message: 'Fehler bei [E-Mail]',
      user: { id: '42' },
      request: {
        url: '/api/v1/me',
        headers: { Authorization: '[entfernt]', 'User-Agent': 'x' },
        data: { email: '[entfernt]', password: '[entfernt]', firstName: '[entfernt]', moduleId: 7 },
      },
      breadcrumbs: [{ message: 'POST /v1/sessions mit Bearer [entfernt]' }],
    });
  });

  it('leaves plain text without personal data alone', () => {
    expect(scrubText('Modul 12 nicht gefunden')).toBe('Modul 12 nicht gefunden');
  });
});
