import { PageHeader } from '../../../components/ui/page-header';
import { CouponDashboard } from '../../../features/admin-rewards';

/** /business/admin/coupon-dashboard (staff): offers, stock, sales and the CSV upload of codes. */
export function Component() {
  return (
    <>
      <PageHeader title="Coupons" subtitle="Bestand, Verkäufe und Code-Uploads der Gutscheine im Gutschein-Shop." />
      <CouponDashboard />
    </>
  );
}
