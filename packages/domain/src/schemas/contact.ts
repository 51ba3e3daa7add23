import { z } from 'zod';
import { MESSAGES } from '../messages';
import { textSchema } from './common';

const required = 'Bitte fülle dieses Feld aus.';

/** `POST /v1/contact` (spec §3, §5): name, e-mail and message required, phone optional. */
export const contactBodySchema = z.object({
  name: textSchema().trim().min(1, required).max(200, 'Bitte gib höchstens 200 Zeichen ein.'),
  email: textSchema()
    .trim()
    .max(254, MESSAGES.invalidEmail)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  phone: textSchema()
    .trim()
    .max(50, 'Bitte gib höchstens 50 Zeichen ein.')
    .regex(/^[0-9+()/\-.\s]*$/, 'Bitte gib eine gültige Telefonnummer ein.')
    .nullish()
    .transform((value) => value || null),
  message: textSchema().trim().min(1, required).max(5000, 'Bitte gib höchstens 5000 Zeichen ein.'),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
