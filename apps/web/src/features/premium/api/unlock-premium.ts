import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { notify } from '../../../lib/notify';
import { productMessage } from '../../../lib/product-message';
import { currentProductName } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';

/**
 * Premium for a verified member who is not premium (rules/premium-path.ts 'unlock'); the answer is
 * the updated user, and the spec §4 congratulation follows (on the mutation: the button that
 * started it is gone once the user is premium).
 */
export function useUnlockPremium() {
  return useMutation({
    mutationFn: () => call(accountEndpoints.unlockPremium),
    onSuccess: (user) => {
      sessionStore.setUser(user);
      if (user.isPremium) {
        notify.success(productMessage('becamePremium', currentProductName()), { id: 'became-premium' });
      }
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
}
