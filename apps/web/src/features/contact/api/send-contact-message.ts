import type { ContactBody } from '@apopunkt/domain/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/contact (spec §7); an empty phone is sent as null. */
export function sendContactMessage(body: ContactBody): Promise<unknown> {
  return api.post('/v1/contact', {
    name: body.name.trim(),
    email: body.email.trim(),
    phone: body.phone?.trim() || null,
    message: body.message.trim(),
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
