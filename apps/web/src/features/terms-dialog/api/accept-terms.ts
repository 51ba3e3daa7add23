import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** Accepting the terms, then the user record is refreshed (spec §4, §7). */
export async function acceptTerms(): Promise<void> {
  await call(accountEndpoints.acceptTos, { body: { acceptedTos: true } });
  await loadCurrentUser();
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
