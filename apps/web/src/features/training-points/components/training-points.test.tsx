import type { TrainingPoints } from '@apopunkt/domain/schemas/training-points';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { AttendanceList } from './attendance-list';
import { ExpiryList } from './expiry-list';
import { TrainingProgress } from './training-progress';

afterEach(cleanup);

const account: TrainingPoints = {
  goal: 100,
  points: 7,
  missing: 93,
  percent: 7,
  reached: false,
  expiries: [
    { date: '2027-03-02', points: 1 },
    { date: '2028-01-10', points: 6 },
  ],
  attendances: [
    {
      certificateUuid: 'c1',
      moduleName: 'Reiseapotheke',
      chamber: 'Apothekerkammer Nordrhein',
      eventNumber: 'AKNR-1',
      points: 6,
      category: '7',
      attendedAt: '2025-01-10T09:00:00.000Z',
      expiresAt: '2028-01-10T09:00:00.000Z',
      counts: true,
      verificationCode: 'ABCDEFGHJK',
    },
    {
      certificateUuid: 'c2',
      moduleName: 'Alt',
      chamber: 'Apothekerkammer Nordrhein',
      eventNumber: 'AKNR-0',
      points: 4,
      category: '1',
      attendedAt: '2022-01-10T09:00:00.000Z',
      expiresAt: '2025-01-10T09:00:00.000Z',
      counts: false,
      verificationCode: 'ABCDEFGHJM',
    },
  ],
  pdfUrl: '/api/v1/me/training-points/certificates.pdf',
};

describe('Fortbildungskonto components', () => {
  it('shows the progress towards 100 with an accessible progress bar', () => {
    render(<TrainingProgress account={account} />, { wrapper: WithProviders });
    expect(screen.getByText('Noch 93 Punkte bis zum Ziel')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fortbildungspunkte: 7 von 100' })).toBeTruthy();
  });

  it('says when the goal is reached', () => {
    render(<TrainingProgress account={{ ...account, points: 104, missing: 0, percent: 100, reached: true }} />, {
      wrapper: WithProviders,
    });
    expect(screen.getByText('Ziel erreicht!')).toBeTruthy();
  });

  it('lists expiries in German, singular and plural', () => {
    render(<ExpiryList expiries={account.expiries} />, { wrapper: WithProviders });
    expect(screen.getByText('1 Punkt')).toBeTruthy();
    expect(screen.getByText('6 Punkte')).toBeTruthy();
    expect(screen.getByText(/zählen bis zum 10\.01\.2028/)).toBeTruthy();
  });

  it('marks expired certificates of attendance and offers the download', () => {
    render(<AttendanceList account={account} />, { wrapper: WithProviders });
    expect(screen.getByRole('button', { name: 'Alle als PDF herunterladen' })).toBeTruthy();
    expect(screen.getAllByText('verfallen')).toHaveLength(1);
  });

  it('hides the download while there is nothing to download', () => {
    render(<AttendanceList account={{ ...account, attendances: [], pdfUrl: null }} />, { wrapper: WithProviders });
    expect(screen.queryByRole('button', { name: 'Alle als PDF herunterladen' })).toBeNull();
    expect(screen.getByText(/Noch keine Teilnahmebescheinigungen/)).toBeTruthy();
  });
});
