import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { AccountDeletionRequest } from '@apopunkt/domain/schemas/my-data';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/**
 * "Konto löschen" (issue 37 §2): the server ends every session and clears the refresh cookie, so
 * the browser only forgets its own copy. Answers when the data will be erased.
 */
export async function deleteAccount(body: AccountDeletionRequest) {
  const schedule = await call(myDataEndpoints.deleteAccount, { body });
  sessionStore.clear();
  return schedule;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
