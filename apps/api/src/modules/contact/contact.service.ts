import type { ResolvedDeps } from '../../deps';
import { insertContactMessage } from './contact.repository';

export interface ContactInput {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/**
 * The contact form: the message is stored first (so nothing is lost if mail delivery fails) and
 * then mailed to support. The mail carries the sender's address for the reply and, when the
 * sender was signed in, the account, so support can find it without asking.
 */
export async function sendContactMessage(
  deps: Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  input: ContactInput,
  user: { id: number; email: string } | null,
): Promise<void> {
  const now = deps.clock.now();
  const stored = await insertContactMessage(deps.db, { ...input, userId: user?.id ?? null, createdAt: now });
  await deps.mailer.send({
    to: deps.config.SUPPORT_EMAIL,
    subject: `[${deps.config.PRODUCT_NAME}] Kontaktanfrage von ${input.name.replace(/[\r\n]+/g, ' ')}`,
    text: [
      `Neue Nachricht über das Kontaktformular (Nr. ${stored.id}).`,
      '',
      `Name: ${input.name}`,
      `E-Mail: ${input.email}`,
      `Telefon: ${input.phone ?? '–'}`,
      `Konto: ${user ? `#${user.id} (${user.email})` : 'nicht angemeldet'}`,
      '',
      'Nachricht:',
      input.message,
      '',
      `Antwort bitte an: ${input.name} <${input.email}>`,
    ].join('\n'),
  });
}
