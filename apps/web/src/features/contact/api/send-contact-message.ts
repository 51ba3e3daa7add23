import { contactEndpoints } from '@apopunkt/domain/endpoints/contact';
import type { ContactBody } from '@apopunkt/domain/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** The contact form (spec §7); an empty phone is sent as null. */
export function sendContactMessage(body: ContactBody): Promise<unknown> {
  return call(contactEndpoints.send, {
    body: {
      name: body.name.trim(),
      email: body.email.trim(),
      phone: body.phone?.trim() || null,
      message: body.message.trim(),
    },
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
