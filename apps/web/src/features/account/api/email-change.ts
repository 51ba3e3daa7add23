import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { EmailChangeConfirmation, EmailChangeRequest } from '@apopunkt/domain/schemas/my-data';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** Checks the password and mails a code to the new address (202). */
export function requestEmailChange(body: EmailChangeRequest) {
  return call(myDataEndpoints.requestEmailChange, { body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** The mailed code: the address changes; the answer is the new user record, stored at once. */
export function confirmEmailChange(body: EmailChangeConfirmation) {
  return call(myDataEndpoints.confirmEmailChange, { body });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: (user) => sessionStore.setUser(user) });
}
