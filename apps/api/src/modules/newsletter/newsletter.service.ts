import type { NewsletterConfirmResult } from '@apopunkt/domain/schemas/newsletter';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import {
  deleteSubscriptionByEmail,
  findSubscriptionByEmail,
  findSubscriptionByTokenHash,
  markSubscriptionConfirmed,
  saveConfirmationToken,
  setUserNewsletterById,
  subscribeUserByEmail,
} from './newsletter.repository';

/** A confirmation link stays valid this long. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A new confirmation mail for the same address is sent at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'config'>;

/**
 * Guest sign-up with double opt-in (UWG §7: consent must be provable): we store a hashed token
 * and mail a link. Already confirmed addresses and addresses mailed in the last minutes get no
 * new mail, and the caller always gets the same answer, so the call reveals nothing about an
 * address and cannot be used to flood someone's inbox.
 */
export async function subscribeGuest(deps: Deps, email: string): Promise<void> {
  const now = deps.clock.now();
  const existing = await findSubscriptionByEmail(deps.db, email);
  if (existing?.confirmedAt) return;
  if (existing && now.getTime() - existing.tokenSentAt.getTime() < CONFIRMATION_RESEND_MS) return;

  const token = randomToken();
  await saveConfirmationToken(deps.db, email, sha256(token), now);
  const product = deps.config.PRODUCT_NAME;
  const link = `${deps.config.publicUrl}/api/v1/newsletter/confirm/${token}`;
  await deps.mailer.send({
    to: email,
    subject: `Bitte bestätige deine Newsletter-Anmeldung bei ${product}`,
    text: [
      'Hallo,',
      '',
      `bitte bestätige deine Anmeldung zum ${product}-Newsletter mit einem Klick auf diesen Link:`,
      link,
      '',
      'Der Link ist 7 Tage gültig. Wenn du dich nicht angemeldet hast, kannst du diese E-Mail einfach ignorieren.',
      '',
      `Dein ${product}-Team`,
    ].join('\n'),
  });
}

/**
 * The link from the confirmation mail. Confirming twice is fine; an account with the same
 * address is subscribed too, so the account page shows the newsletter as on.
 */
export async function confirmSubscription(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  token: string,
): Promise<NewsletterConfirmResult> {
  const now = deps.clock.now();
  const row = await findSubscriptionByTokenHash(deps.db, sha256(token));
  if (!row) return 'invalid';
  if (row.confirmedAt) return 'confirmed';
  if (now.getTime() - row.tokenSentAt.getTime() > CONFIRMATION_TTL_MS) return 'invalid';
  await inTransaction(deps.db, async (tx) => {
    await markSubscriptionConfirmed(tx, row.id, now);
    await subscribeUserByEmail(tx, row.email, now);
  });
  return 'confirmed';
}

/**
 * A signed-in user's own consent (account page, newsletter block). The address is already
 * confirmed through the account, so no opt-in mail. Withdrawing also removes a guest sign-up of
 * the same address, so one click really stops the newsletter.
 */
export async function setAccountNewsletter(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  user: { id: number; email: string },
  accepted: boolean,
): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await setUserNewsletterById(tx, user.id, accepted, now);
    if (!accepted) await deleteSubscriptionByEmail(tx, user.email.toLowerCase());
  });
}
