import { Modal } from '@mantine/core';
import { contactDialog } from '../../../lib/overlays';
import { ContactForm } from './contact-form';

/** The contact dialog (spec §4): closes on success; a new opening starts with an empty form. */
export function ContactDialog() {
  const { opened } = contactDialog.useState();
  return (
    <Modal opened={opened} onClose={contactDialog.close} title="Kontakt" centered size="lg">
      {opened && <ContactForm onSent={contactDialog.close} />}
    </Modal>
  );
}
