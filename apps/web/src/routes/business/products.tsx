import { PageHeader } from '../../components/ui/page-header';
import { ProductsList } from '../../features/business';

/** /business/products: the manufacturer's products (FEATURE_DASHBOARD_MODULES). */
export function Component() {
  return (
    <>
      <PageHeader title="Produkte" subtitle="Deine Produkte mit ihren Modulen, Reichweite und Budget." />
      <ProductsList />
    </>
  );
}
