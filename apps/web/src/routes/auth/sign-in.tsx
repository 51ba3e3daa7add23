import { signInRedirectTarget } from '@apopunkt/domain/rules/sign-in-redirect';
import type { User } from '@apopunkt/domain/schemas/users';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard, ForgotPasswordDialog, OtpForm, SignInForm, useSignInFlow } from '../../features/auth';
import { usePageTitle } from '../../lib/page-title';

/** /sign-in (logged-out only): credentials, then the two-factor code when enabled (spec §2, §4). */
export function Component() {
  usePageTitle('Anmelden');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const flow = useSignInFlow((user: User) => {
    navigate(signInRedirectTarget(user, searchParams.get('redirect')), { replace: true });
  });

  if (flow.step === 'otp') {
    return (
      <AuthCard title="Zwei-Faktor-Authentifizierung">
        <OtpForm
          onSubmit={(code) => flow.otp.mutate(code)}
          onCancel={flow.cancelOtp}
          loading={flow.otp.isPending}
          error={flow.otp.error}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Anmelden"
      subtitle="Schön, dass du da bist!"
      footer={
        <>
          Noch kein Konto?{' '}
          <Anchor component={Link} to={paths.SignUp.href()}>
            Jetzt registrieren
          </Anchor>
        </>
      }
    >
      <SignInForm
        onSubmit={(values) => flow.credentials.mutate(values)}
        onForgotPassword={setForgotEmail}
        loading={flow.credentials.isPending}
        error={flow.credentialsError}
        notice={flow.notice}
      />
      <ForgotPasswordDialog
        opened={forgotEmail !== null}
        initialEmail={forgotEmail ?? ''}
        onClose={() => setForgotEmail(null)}
      />
    </AuthCard>
  );
}
