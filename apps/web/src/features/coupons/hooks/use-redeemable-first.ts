import { useLocalStorage } from '@mantine/hooks';

/** The 'Einlösbare zuerst' preference, kept in local storage (spec §4). */
export function useRedeemableFirst() {
  return useLocalStorage<boolean>({
    key: 'apopunkt.coupons.redeemable-first',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
