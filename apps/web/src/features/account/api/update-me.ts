import type { UpdateMeBody } from '@apopunkt/domain/schemas/me';
import { userSchema } from '@apopunkt/domain/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** PATCH /v1/me with the changed fields; the answer is the new user record, stored at once. */
export function updateMe(body: UpdateMeBody) {
  return api.patch('/v1/me', body, { schema: userSchema });
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe, onSuccess: (user) => sessionStore.setUser(user) });
}
