import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** Coupon shop (spec §2, needs can_view_coupons and premium). */
export function Component() {
  return (
    <>
      <PageHeader title="Gutschein-Shop" />
      <ContentPending>Tausche deine Prämienpunkte gegen Gutscheine bekannter Shops ein.</ContentPending>
    </>
  );
}
