import { Anchor, Badge, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useBusinessProducts } from '../api/get-business-products';
import { DataTable } from './data-table';

/** The manufacturer's products, each linking to its manager's dashboard. */
export function ProductsList() {
  const products = useBusinessProducts();
  if (products.isPending) return <Skeleton h={200} />;
  if (products.isError) return <LoadError error={products.error} onRetry={() => products.refetch()} />;
  const { results } = products.data;
  if (results.length === 0) return <EmptyHint title="Noch keine Produkte." />;
  return (
    <>
      <Group gap="sm" mb="md" wrap="wrap">
        {results.map((p) => (
          <Anchor key={p.id} component={Link} to={paths.BusinessProduct.href(p.slug)} fw={600}>
            {p.name}
            {!p.isActive && (
              <Badge ml={6} size="sm" color="gray" variant="outline" c="gray.8">
                inaktiv
              </Badge>
            )}
            {p.isRxProduct && (
              <Badge ml={6} size="sm" color="red" variant="outline" c="red.9">
                Rx
              </Badge>
            )}
          </Anchor>
        ))}
      </Group>
      <DataTable
        title="Produktliste"
        headingOrder={2}
        csvName="produkte"
        columns={[{ label: 'Produkt' }, { label: 'Status' }, { label: 'Verschreibungspflichtig' }]}
        rows={results.map((p) => [p.name, p.isActive ? 'aktiv' : 'inaktiv', p.isRxProduct ? 'ja' : 'nein'])}
      />
    </>
  );
}
