import type { FieldServiceUsers } from '@apopunkt/domain/schemas/business';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { fieldServiceUsersQuery } from '../api/get-field-service-users';
import { TrainingViewFor } from './staff-training-view';

const session = vi.hoisted(() => ({ user: { isStaff: true } as { isStaff: boolean } | null }));
vi.mock('../../../lib/auth', () => ({ useCurrentUser: () => session.user }));

afterEach(cleanup);

const people: FieldServiceUsers = {
  results: [
    {
      id: 41,
      firstName: 'Frieda',
      lastName: 'Feld',
      email: 'frieda@example.de',
      manufacturer: { id: 1, name: 'Sonnenhof' },
      pharmacies: 3,
    },
  ],
};

function withPeople({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(fieldServiceUsersQuery.queryKey, people);
  return <WithProviders client={client}>{children}</WithProviders>;
}

const view = (userId: number | undefined) => <p>Ansicht {userId ?? 'eigene'}</p>;

// Mantine's first render is slow on a busy machine.
describe('the training pages for staff', { timeout: 30_000 }, () => {
  it('let staff choose whose view they see instead of sending them to the support', () => {
    session.user = { isStaff: true };
    render(<TrainingViewFor>{view}</TrainingViewFor>, { wrapper: withPeople });
    expect(screen.getByText('Wähle oben, wessen Ansicht du sehen möchtest.')).toBeTruthy();
    expect(screen.queryByText(/Support/)).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Ansicht von' }));
    fireEvent.click(screen.getByRole('option', { name: 'Feld, Frieda – Sonnenhof (3 Apotheken)' }));
    expect(screen.getByText('Ansicht 41')).toBeTruthy();
  });

  it('show field service its own view without a choice', () => {
    session.user = { isStaff: false };
    render(<TrainingViewFor>{view}</TrainingViewFor>, { wrapper: withPeople });
    expect(screen.getByText('Ansicht eigene')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Ansicht von' })).toBeNull();
  });
});
