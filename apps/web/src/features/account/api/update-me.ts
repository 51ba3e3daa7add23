import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import type { UpdateMeBody } from '@apopunkt/domain/schemas/me';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** Saves the changed fields; the answer is the new user record, stored at once. */
export function updateMe(body: UpdateMeBody) {
  return call(accountEndpoints.update, { body });
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe, onSuccess: (user) => sessionStore.setUser(user) });
}
