import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { CouponShop, MyCoupons } from '../../features/coupons';

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
