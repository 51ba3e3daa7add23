import { useEffect, useRef } from 'react';
import { loadCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useProductName } from '../../../lib/platform-config';
import { productMessage } from '../../../lib/product-message';

/**
 * A non-premium user on Home refreshes their own data; when they became premium meanwhile, a
 * success toast congratulates them (spec §4). The refresh stores the fresh user, which turns
 * `isPremium` true before the answer reaches this hook, so only leaving Home silences the toast.
 */
export function usePremiumRefresh(isPremium: boolean): void {
  const product = useRef(useProductName());
  product.current = useProductName();
  const onHome = useRef(false);
  useEffect(() => {
    onHome.current = true;
    return () => {
      onHome.current = false;
    };
  }, []);
  useEffect(() => {
    if (isPremium) return;
    loadCurrentUser()
      .then((fresh) => {
        if (onHome.current && fresh.isPremium) {
          notify.success(productMessage('becamePremium', product.current), { id: 'became-premium' });
        }
      })
      .catch(() => undefined);
  }, [isPremium]);
}
