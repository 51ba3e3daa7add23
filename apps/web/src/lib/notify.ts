import { notifications } from '@mantine/notifications';

/**
 * Toasts (spec §9: top-right, 5000 ms, configured on <Notifications>). An `id` keeps the same
 * message from stacking when several guards or calls report it at once.
 */
function show(color: string, message: string, options: { title?: string; id?: string } = {}): void {
  notifications.show({ color, message, title: options.title, id: options.id, withBorder: true });
}

export const notify = {
  success: (message: string, options?: { title?: string; id?: string }) => show('teal', message, options),
  error: (message: string, options?: { title?: string; id?: string }) => show('red', message, options),
  info: (message: string, options?: { title?: string; id?: string }) => show('blue', message, options),
};
