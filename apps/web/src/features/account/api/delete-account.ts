import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { AccountDeletionRequest } from '@apopunkt/domain/schemas/my-data';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** "Konto löschen" (issue 37 §2): the server ends every session and clears the refresh cookie. Answers when the data will be erased. */
export function deleteAccount(body: AccountDeletionRequest) {
  return call(myDataEndpoints.deleteAccount, { body });
}

/**
 * The browser forgets the ended session, once the page after the deletion shows (forgetting it on the
 * account page would send the member to the sign-in page first).
 */
export function forgetDeletedSession() {
  sessionStore.clear();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
