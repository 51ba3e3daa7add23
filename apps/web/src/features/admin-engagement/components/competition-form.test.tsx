import { ENGAGEMENT_ERRORS } from '@apopunkt/domain/error-texts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { CompetitionForm } from './competition-form';

const mocks = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock('../api/save-competition', () => ({ useSaveCompetition: () => ({ mutate: mocks.mutate, isPending: false }) }));
vi.mock('../api/get-module-options', () => ({ useModuleOptions: () => ({ data: { results: [] } }) }));

function show() {
  render(
    <WithProviders>
      <CompetitionForm type={3} competition={null} />
    </WithProviders>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Verlosung' } });
}

afterEach(() => {
  cleanup();
  mocks.mutate.mockClear();
});

describe('CompetitionForm (issue 36)', () => {
  it('does not save an active competition without the texts members confirm', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(mocks.mutate).not.toHaveBeenCalled();
    expect(screen.getByText(ENGAGEMENT_ERRORS.termsRequired)).toBeTruthy();
    expect(screen.getByText(ENGAGEMENT_ERRORS.privacyRequired)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Teilnahmebedingungen/ }), {
      target: { value: 'Teilnahme ab 18 Jahren.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Datenschutzhinweise/ }), {
      target: { value: 'Wir nutzen deine Daten nur für die Verlosung.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(mocks.mutate).toHaveBeenCalledTimes(1);
    expect(mocks.mutate.mock.calls[0]?.[0].body).toMatchObject({
      privacyPolicy: 'Wir nutzen deine Daten nur für die Verlosung.',
      isActive: true,
    });
  });

  it('saves a draft (not active) without them', () => {
    show();
    fireEvent.click(screen.getByRole('switch', { name: 'Aktiv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(mocks.mutate).toHaveBeenCalledTimes(1);
  });
});
