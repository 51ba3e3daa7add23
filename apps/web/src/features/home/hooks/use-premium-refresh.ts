import { useEffect, useRef } from 'react';
import { loadCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useProductName } from '../../../lib/platform-config';
import { productMessage } from '../../../lib/product-message';

/**
 * A non-premium user on Home refreshes their own data; when they became premium meanwhile, a
 * success toast congratulates them (spec §4).
 */
export function usePremiumRefresh(isPremium: boolean): void {
  const product = useRef(useProductName());
  product.current = useProductName();
  useEffect(() => {
    if (isPremium) return undefined;
    let active = true;
    loadCurrentUser()
      .then((fresh) => {
        if (active && fresh.isPremium) {
          notify.success(productMessage('becamePremium', product.current), { id: 'became-premium' });
        }
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [isPremium]);
}
