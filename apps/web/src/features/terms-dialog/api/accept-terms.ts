import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';

/** PUT /v1/me/tos {acceptedTos: true}, then the user record is refreshed (spec §4, §7). */
export async function acceptTerms(): Promise<void> {
  await api.put('/v1/me/tos', { acceptedTos: true });
  await loadCurrentUser();
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
