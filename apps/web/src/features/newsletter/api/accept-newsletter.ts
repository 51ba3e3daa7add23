import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** Signed-in users: the newsletter consent, then the user is refreshed (spec §7). */
export async function acceptNewsletter(): Promise<void> {
  await call(accountEndpoints.notifications, { body: { hasAcceptedNewsletter: true } });
  await loadCurrentUser();
}

export function useAcceptNewsletter() {
  return useMutation({ mutationFn: acceptNewsletter });
}
