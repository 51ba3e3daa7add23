import type { BusinessProductItem, BusinessProductList } from '@apopunkt/domain/schemas/business';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/capture-download';
import { fakeApi, json } from '../../../test/fake-api';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { businessProductsQueryFor } from '../api/get-business-products';
import { ProductsList } from './products-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const downloads = captureDownloads();

const product = (name: string, slug: string): BusinessProductItem => ({
  id: slug.length,
  name,
  slug,
  isActive: true,
  thumbnail: null,
  isRxProduct: false,
});

/** The first page as the server answers it: one of 120 products on the screen. */
const firstPage: BusinessProductList = {
  count: 120,
  next: '/api/v1/business/products?limit=50&offset=50',
  previous: null,
  results: [product('=HYPERLINK("https://evil.example")', 'formel')],
};

const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

function withFirstPage({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(businessProductsQueryFor({ search: '', page: 1 }).queryKey, firstPage);
  return <WithProviders client={client}>{children}</WithProviders>;
}

describe('product list', () => {
  it('links each product to its dashboard and asks the server for the page chosen', async () => {
    const calls = fakeApi(() =>
      json(200, { ...firstPage, previous: 'back', results: [product('Dritte Seite', 'drei')] }),
    );
    render(<ProductsList />, { wrapper: withFirstPage });
    expect(screen.getByRole('status').textContent).toBe('120 Produkte');
    expect(screen.getByRole('link', { name: '=HYPERLINK("https://evil.example")' }).getAttribute('href')).toBe(
      '/business/products/formel',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Seite 3' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dritte Seite' })).toBeTruthy());
    expect(calls.map((c) => queryOf(c.url).get('offset'))).toContain('100');
  });

  it('exports every page with formula names as text', async () => {
    fakeApi(({ url }) =>
      queryOf(url).get('offset') === '0'
        ? json(200, { ...firstPage, count: 501, next: 'more' })
        : json(200, { ...firstPage, count: 501, next: null, results: [product('Zweite', 'zwei')] }),
    );
    render(<ProductsList />, { wrapper: withFirstPage });
    fireEvent.click(screen.getByRole('button', { name: 'Produktliste als CSV exportieren' }));
    const lines = (await waitFor(() => downloads.lastText())).split('\r\n');
    expect(lines).toEqual([
      '\uFEFFProdukt;Status;Verschreibungspflichtig',
      `"'=HYPERLINK(""https://evil.example"")";aktiv;nein`,
      'Zweite;aktiv;nein',
      '',
    ]);
  });

  it('searches on the server from the first page and says when nothing matches', async () => {
    const calls = fakeApi(() => json(200, { ...firstPage, count: 0, next: null, results: [] }));
    render(<ProductsList />, { wrapper: withFirstPage });
    fireEvent.change(screen.getByRole('textbox', { name: 'Produkte suchen' }), { target: { value: ' Sonne ' } });
    await waitFor(() => expect(screen.getByText('Kein Produkt passt zu „Sonne“.')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('0 Produkte gefunden');
    const searches = calls.map((c) => queryOf(c.url)).filter((q) => q.has('search'));
    expect(searches.map((q) => [q.get('search'), q.get('offset')])).toEqual([['Sonne', '0']]);
  });
});
