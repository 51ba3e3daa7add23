import { describe, expect, it } from 'vitest';
import { type ThirdPartyExportRow, thirdPartyExportCsv } from './third-party-export';

const row: ThirdPartyExportRow = {
  salutation: 'FE',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna@example.de',
  job: 'PHP',
  workplaceName: 'Linden-Apotheke',
  workplaceStreet: 'Hauptstraße 1',
  workplaceZip: '10115',
  workplaceCity: 'Berlin',
  givenAt: new Date('2026-11-01T09:30:00Z'),
  textVersion: 2,
};

describe('thirdPartyExportCsv', () => {
  it('writes only the chosen fields in their order, then the consent time and text version', () => {
    const csv = thirdPartyExportCsv(['lastName', 'salutation', 'job', 'workplaceZip'], [row]);
    expect(csv.split('\r\n')).toEqual([
      'Nachname;Anrede;Beruf;PLZ der Arbeitsstätte;Einwilligung am;Version Einwilligungstext',
      'Schmidt;Frau;Apothekerin in einer öffentlichen Apotheke;10115;2026-11-01T09:30:00.000Z;2',
      '',
    ]);
  });

  it('leaves cells of members without job or workplace empty', () => {
    const csv = thirdPartyExportCsv(['job', 'workplaceCity'], [{ ...row, job: null, workplaceCity: null }]);
    expect(csv.split('\r\n')[1]).toBe(';;2026-11-01T09:30:00.000Z;2');
  });
});
