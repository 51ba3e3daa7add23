import { newsletterEndpoints } from '@apopunkt/domain/endpoints/newsletter';
import type { NewsletterSubscribeResponse } from '@apopunkt/domain/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** Guests subscribe with their address (spec §7); the server sends a confirmation mail. */
export function subscribeNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
  return call(newsletterEndpoints.subscribe, { body: { email: email.trim() } });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
