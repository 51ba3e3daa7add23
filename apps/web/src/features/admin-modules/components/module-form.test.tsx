import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { productOptionsQuery } from '../api/get-product-options';
import { ModuleForm } from './module-form';

afterEach(cleanup);

const options = {
  manufacturers: [
    { value: '1', label: 'Sonnenhof' },
    { value: '2', label: 'Nordwind' },
  ],
  products: [
    { value: '10', label: 'Sonnenmilch (Sonnenhof)', manufacturerId: 1 },
    { value: '11', label: 'After-Sun (Sonnenhof)', manufacturerId: 1 },
    { value: '20', label: 'Hustensaft (Nordwind)', manufacturerId: 2 },
  ],
};

function withOptions({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(productOptionsQuery().queryKey, options);
  return <WithProviders client={client}>{children}</WithProviders>;
}

/** The options a picker offers once opened. */
function optionsOf(label: string): string[] {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  const list = screen.getByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'Escape' });
  return names;
}

// Mantine's first render is slow on a busy machine.
describe('the module form', { timeout: 30_000 }, () => {
  it("offers only the chosen manufacturer's products", () => {
    render(<ModuleForm module={null} onSave={async () => undefined} saving={false} />, { wrapper: withOptions });
    expect(optionsOf('Produkt')).toHaveLength(3);
    fireEvent.click(screen.getByRole('combobox', { name: 'Hersteller' }));
    fireEvent.click(screen.getByRole('option', { name: 'Nordwind' }));
    expect(optionsOf('Produkt')).toEqual(['Hustensaft (Nordwind)']);
  });

  it('names the external content in German, not by its field name', () => {
    render(<ModuleForm module={null} onSave={async () => undefined} saving={false} />, { wrapper: withOptions });
    expect(screen.getByRole('textbox', { name: 'Externer Inhalt' })).toBeTruthy();
    expect(screen.queryByText(/contentUrl/)).toBeNull();
  });
});
