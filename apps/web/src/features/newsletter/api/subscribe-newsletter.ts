import {
  type NewsletterSubscribeResponse,
  newsletterSubscribeResponseSchema,
} from '@apopunkt/domain/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Guests: POST /v1/newsletter/subscribe {email} (spec §7); the server sends a confirmation mail. */
export function subscribeNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
  return api.post('/v1/newsletter/subscribe', { email: email.trim() }, { schema: newsletterSubscribeResponseSchema });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
