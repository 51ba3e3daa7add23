import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditEntityLabel, formatAuditValue } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the changed fields of an update, by their German names, without the save time and sort name', () => {
    const before = {
      name: 'Sonnenschutz',
      nameSort: 'sonnenschutz',
      isVisible: false,
      contentUrl: null,
      knowledgeValue: 10,
      updatedAt: '2026-11-01T08:00:00.000Z',
    };
    const after = {
      name: 'Sonnenschutz plus',
      nameSort: 'sonnenschutz plus',
      isVisible: true,
      contentUrl: 'https://inhalt.example.de/x',
      knowledgeValue: 1500,
      updatedAt: '2026-11-02T08:00:00.000Z',
    };
    expect(auditChanges(before, after)).toEqual([
      { field: 'name', label: 'Name', before: 'Sonnenschutz', after: 'Sonnenschutz plus' },
      { field: 'isVisible', label: 'Sichtbar', before: 'nein', after: 'ja' },
      { field: 'contentUrl', label: 'Externer Inhalt', before: '–', after: 'https://inhalt.example.de/x' },
      { field: 'knowledgeValue', label: 'Wissenspunkte', before: '10', after: '1.500' },
    ]);
  });

  it('lists the set fields of a creation and the fields of a removal', () => {
    expect(auditChanges(null, { name: 'Neu', footNote: null, visibleFrom: '2026-06-01T10:00:00.000Z' })).toEqual([
      { field: 'name', label: 'Name', before: null, after: 'Neu' },
      { field: 'visibleFrom', label: 'Sichtbar ab', before: null, after: '01.06.2026, 12:00' },
    ]);
    expect(auditChanges({ chamber: 'Nordrhein' }, null)).toEqual([
      { field: 'chamber', label: 'Kammer', before: 'Nordrhein', after: null },
    ]);
  });

  it('spells out lists and nested objects instead of JSON', () => {
    expect(formatAuditValue(['a', 'b'])).toBe('a, b');
    expect(formatAuditValue({ title: 'Hinweis', partner: 'Sonnenhof', text: null })).toBe(
      'Titel: Hinweis; Partner: Sonnenhof',
    );
    expect(auditChanges(['x'], ['x', 'y'])).toEqual([{ field: 'value', label: 'Wert', before: 'x', after: 'x, y' }]);
  });
});

describe('audit labels', () => {
  it('names actions and objects in German', () => {
    expect(auditActionLabel('module.update')).toBe('Modul geändert');
    expect(auditActionLabel('module.scorm-attach')).toBe('Modul: SCORM-Paket hochgeladen');
    expect(auditActionLabel('benefit-request.decide')).toBe('Vorteils-Anfrage entschieden');
    expect(auditEntityLabel('coupon-offer')).toBe('Coupon');
  });
});
