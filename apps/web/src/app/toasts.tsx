import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast area with its styles, loaded after the first paint (see providers.tsx). */
export default Notifications;
