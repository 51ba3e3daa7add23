import type { NotificationsBody } from '@apopunkt/domain/schemas/me';
import { userSchema } from '@apopunkt/domain/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** PUT /v1/me/notifications: newsletter consent; answers the updated user. */
export function updateNotifications(body: NotificationsBody) {
  return api.put('/v1/me/notifications', body, { schema: userSchema });
}

export function useUpdateNotifications() {
  return useMutation({ mutationFn: updateNotifications, onSuccess: (user) => sessionStore.setUser(user) });
}
