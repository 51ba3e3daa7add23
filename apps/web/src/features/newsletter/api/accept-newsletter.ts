import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';

/** Signed-in users: PUT /v1/me/notifications {hasAcceptedNewsletter: true}, then the user is refreshed (spec §7). */
export async function acceptNewsletter(): Promise<void> {
  await api.put('/v1/me/notifications', { hasAcceptedNewsletter: true });
  await loadCurrentUser();
}

export function useAcceptNewsletter() {
  return useMutation({ mutationFn: acceptNewsletter });
}
