import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard, ResetPasswordForm } from '../../features/auth';
import { usePageTitle } from '../../lib/page-title';

/** /reset-password/:token (logged-out only): the link from the password-reset mail. */
export function Component() {
  usePageTitle('Neues Passwort');
  const { token = '' } = useParams();
  return (
    <AuthCard
      title="Neues Passwort festlegen"
      subtitle="Wähle ein neues Passwort für dein Konto."
      footer={
        <>
          Link abgelaufen? Auf der{' '}
          <Anchor component={Link} to={paths.SignIn.href()}>
            Anmeldeseite
          </Anchor>{' '}
          forderst du über „Passwort vergessen?“ einen neuen an.
        </>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
