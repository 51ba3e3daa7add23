import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { CouponShop } from '../../features/coupons/components/coupon-shop';
import { MyCoupons } from '../../features/coupons/components/my-coupons';

/** Voucher shop (spec §2, needs can_view_coupons and premium): offers and the user's own vouchers. */
export function Component() {
  return (
    <>
      <PageHeader title="Gutschein-Shop" subtitle="Tausche deine Prämienpunkte gegen Einkaufsgutscheine." />
      <Stack gap="xl">
        <CouponShop />
        <MyCoupons />
      </Stack>
    </>
  );
}
