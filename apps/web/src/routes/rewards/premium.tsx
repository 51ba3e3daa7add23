import { PageHeader } from '../../components/ui/page-header';
import { PremiumOverview } from '../../features/premium';
import { useCurrentUser } from '../../lib/auth';
import { useProductName } from '../../lib/platform-config';

/** Premium area (spec §2): what premium brings and the user's premium score. */
export function Component() {
  const product = useProductName();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={`${product} Premium`} />
      <PremiumOverview user={user} product={product} />
    </>
  );
}
