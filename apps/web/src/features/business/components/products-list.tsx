import type { BusinessProductItem } from '@apopunkt/domain/schemas/business';
import { Skeleton, Text } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { ListPagination } from '../../../components/ui/list-pagination';
import { LoadError } from '../../../components/ui/load-error';
import { SearchedListPanel } from '../../../components/ui/searched-list-panel';
import { paths } from '../../../config/paths';
import { useSearchedListParams } from '../../../lib/searched-list-params';
import {
  BUSINESS_PRODUCTS_PAGE_SIZE,
  fetchAllBusinessProducts,
  useBusinessProducts,
} from '../api/get-business-products';
import { DataTable } from './data-table';

const productRow = (p: BusinessProductItem) => [
  p.name,
  p.isActive ? 'aktiv' : 'inaktiv',
  p.isRxProduct ? 'ja' : 'nein',
];

function countText(count: number, search: string): string {
  const products = count === 1 ? '1 Produkt' : `${count.toLocaleString('de-DE')} Produkte`;
  return search ? `${products} gefunden` : products;
}

/**
 * The manufacturer's products (staff: every manufacturer's) in name order, 50 to a page with a
 * search by name; each links to its manager's dashboard. The CSV export holds every page.
 */
export function ProductsList() {
  const { search, page, input, top, typeSearch, showPage } = useSearchedListParams();
  const products = useBusinessProducts({ search, page });
  if (products.isPending) return <Skeleton h={200} />;
  if (products.isError) return <LoadError error={products.error} onRetry={() => products.refetch()} />;
  const { results, count } = products.data;
  if (count === 0 && !search) return <EmptyHint title="Noch keine Produkte." />;
  return (
    <SearchedListPanel
      ref={top}
      search={{
        label: 'Produkte suchen',
        placeholder: 'Name des Produkts',
        value: input,
        onChange: typeSearch,
        busy: products.isFetching,
      }}
      status={countText(count, search)}
    >
      {count === 0 ? (
        <Text size="sm">{`Kein Produkt passt zu „${search}“.`}</Text>
      ) : (
        <DataTable
          title="Produktliste"
          headingOrder={2}
          csvName="produkte"
          columns={[{ label: 'Produkt' }, { label: 'Status' }, { label: 'Verschreibungspflichtig' }]}
          rows={results.map(productRow)}
          rowLinks={results.map((p) => paths.BusinessProduct.href(p.slug))}
          csvRows={async () => (await fetchAllBusinessProducts(search)).map(productRow)}
          footer={
            <ListPagination total={Math.ceil(count / BUSINESS_PRODUCTS_PAGE_SIZE)} value={page} onChange={showPage} />
          }
        />
      )}
    </SearchedListPanel>
  );
}
