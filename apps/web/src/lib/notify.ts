import { notifications } from '@mantine/notifications';

/**
 * Toasts (spec §9: top-right, 5000 ms, configured on <Notifications>). An `id` keeps the same
 * message from stacking when several guards or calls report it at once.
 */
function show(color: string, message: string, options: NotifyOptions = {}): void {
  notifications.show({
    color,
    message,
    title: options.title,
    id: options.id,
    withBorder: true,
    ...(options.autoClose ? { autoClose: options.autoClose } : {}),
  });
}

interface NotifyOptions {
  title?: string;
  id?: string;
  /** Milliseconds before it closes, for a notice the reader must not miss while a page loads. */
  autoClose?: number;
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('teal', message, options),
  error: (message: string, options?: NotifyOptions) => show('red', message, options),
  info: (message: string, options?: NotifyOptions) => show('blue', message, options),
};
