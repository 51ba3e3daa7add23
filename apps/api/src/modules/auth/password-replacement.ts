import type { Executor } from '../../db/client';
import type { ResolvedDeps } from '../../deps';
import { updatePasswordHash } from './account.repository';
import { passwordChangedMail } from './auth-mails';
import { closePasswordResets } from './password-resets.repository';
import { revokeUserFamilies } from './refresh-tokens.repository';

/**
 * What every password change does, whichever way it came (reset link or account page): store
 * the new hash, stamp passwordChangedAt, end every session and close all open reset links.
 * Call inside the transaction of the change.
 */
export async function replacePassword(
  tx: Executor,
  input: { userId: number; passwordHash: string; now: Date },
): Promise<void> {
  await updatePasswordHash(tx, input.userId, input.passwordHash, input.now);
  await revokeUserFamilies(tx, input.userId, input.now);
  await closePasswordResets(tx, input.userId, input.now);
}

/** Tells the owner, so a change they did not make does not go unnoticed (OWASP ASVS 2.5.5). */
export async function notifyPasswordChanged(
  deps: Pick<ResolvedDeps, 'mailer' | 'config'>,
  account: { email: string; firstName: string },
): Promise<void> {
  await deps.mailer.send(
    passwordChangedMail({
      to: account.email,
      product: deps.config.PRODUCT_NAME,
      firstName: account.firstName,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
}
