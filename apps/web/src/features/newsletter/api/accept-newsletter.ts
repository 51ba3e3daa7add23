import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { MESSAGES } from '@apopunkt/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { notify } from '../../../lib/notify';

/** Signed-in users: the newsletter consent, then the user is refreshed (spec §7). */
export async function acceptNewsletter(): Promise<void> {
  await call(accountEndpoints.notifications, { body: { hasAcceptedNewsletter: true } });
  await loadCurrentUser();
}

/**
 * The toast (spec §8) belongs to the mutation, not to the form: the refreshed user has accepted
 * the newsletter, so the block with the form is gone before the mutation settles.
 */
export function useAcceptNewsletter() {
  return useMutation({
    mutationFn: acceptNewsletter,
    onSuccess: () => notify.success(MESSAGES.newsletterSuccess),
    onError: () => notify.error(MESSAGES.newsletterFailure),
  });
}
