import { z } from 'zod';
import { emailSchema, textSchema } from './common';

/**
 * `POST /v1/newsletter/subscribe`. Guests send their address; for a signed-in user the field shows
 * their own address (spec §5) and the server subscribes the account, whatever is sent.
 */
export const newsletterSubscribeBodySchema = z.object({ email: emailSchema });
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

/**
 * `confirmation_sent` (202): a guest must click the link in the mail (double opt-in); the same answer
 * when the address is already confirmed, so the call reveals nothing. `subscribed` (200): a
 * signed-in user's account was subscribed directly.
 */
export const newsletterSubscribeResponseSchema = z.object({
  status: z.enum(['confirmation_sent', 'subscribed']),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

export const newsletterConfirmParamsSchema = z.object({ token: textSchema().min(1).max(100) });

/** Where `GET /v1/newsletter/confirm/{token}` redirects: `/?newsletter=confirmed` or `/?newsletter=invalid`. */
export const NEWSLETTER_CONFIRM_RESULTS = ['confirmed', 'invalid'] as const;
export type NewsletterConfirmResult = (typeof NEWSLETTER_CONFIRM_RESULTS)[number];
