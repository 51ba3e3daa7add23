import { decodeTokenPayload, isTokenExpired, needsOtp } from '@apopunkt/domain/rules/session';
import type { SessionTokens, SignInRequest } from '@apopunkt/domain/schemas/auth';
import type { User } from '@apopunkt/domain/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, isOtpRequired } from '../../../lib/api-error';
import { signOut, startSession } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session-store';
import { signIn } from '../api/sign-in';
import { verifyOtpLogin } from '../api/verify-otp-login';

export type SignInStep = 'credentials' | 'otp';

export const OTP_SESSION_EXPIRED = 'Die Anmeldung ist abgelaufen. Bitte melde dich erneut an.';

/** A still valid OTP-pending token (e.g. after a reload) continues with the code step. */
function initialStep(): SignInStep {
  const payload = decodeTokenPayload(sessionStore.get().access);
  return needsOtp(payload) && !isTokenExpired(payload, new Date()) ? 'otp' : 'credentials';
}

export const DELETION_CANCELLED =
  'Du hast dich innerhalb der Frist wieder angemeldet, deshalb haben wir die Löschung deines Kontos abgebrochen. Dein Konto bleibt mit allen Daten bestehen.';

/** Starts the session; a sign-in that cancelled the account's pending deletion says so (issue 37 §2). */
async function startAndTell(tokens: SessionTokens): Promise<User> {
  const user = await startSession(tokens);
  if (tokens.deletionCancelled) {
    notify.success(DELETION_CANCELLED, {
      title: 'Dein Konto wird nicht gelöscht',
      id: 'deletion-cancelled',
      autoClose: 15_000,
    });
  }
  return user;
}

/**
 * Sign-in with optional two-factor step (spec §4): the tokens are stored, loading the user fails
 * with OTP_REQUIRED while the code is outstanding, the verified tokens then start the session.
 */
export function useSignInFlow(onSignedIn: (user: User) => void) {
  const [step, setStep] = useState<SignInStep>(initialStep);
  const [notice, setNotice] = useState<string | null>(null);

  const credentials = useMutation({
    mutationFn: async (values: SignInRequest) => startAndTell(await signIn(values)),
    onMutate: () => setNotice(null),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (isOtpRequired(error)) setStep('otp');
    },
  });

  const otp = useMutation({
    mutationFn: async (code: string) => startAndTell(await verifyOtpLogin(code)),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (isApiError(error, 'TOKEN_INVALID') || isApiError(error, 'UNAUTHENTICATED')) {
        sessionStore.clear();
        setNotice(OTP_SESSION_EXPIRED);
        setStep('credentials');
      }
    },
  });

  function cancelOtp() {
    void signOut();
    otp.reset();
    credentials.reset();
    setStep('credentials');
  }

  const credentialsError = credentials.error && !isOtpRequired(credentials.error) ? credentials.error : null;
  return { step, notice, credentials, credentialsError, otp, cancelOtp };
}
