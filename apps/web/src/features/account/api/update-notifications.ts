import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import type { NotificationsBody } from '@apopunkt/domain/schemas/me';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** Newsletter consent; answers the updated user. */
export function updateNotifications(body: NotificationsBody) {
  return call(accountEndpoints.notifications, { body });
}

export function useUpdateNotifications() {
  return useMutation({ mutationFn: updateNotifications, onSuccess: (user) => sessionStore.setUser(user) });
}
