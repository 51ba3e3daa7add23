import { useParams } from 'react-router';
import { ProductDashboard } from '../../features/business';

/** /business/products/{slug}: the manager's dashboard of a product. */
export function Component() {
  const { slug = '' } = useParams();
  return <ProductDashboard slug={slug} />;
}
