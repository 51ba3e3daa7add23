import { Anchor } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard, SignUpForm } from '../../features/auth';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/page-title';
import { useProductName } from '../../lib/platform-config';

/** /sign-up (logged-out only): the registration form; ?ref= prefills the referral code. */
export function Component() {
  usePageTitle('Registrieren');
  const product = useProductName();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  function onRegistered() {
    notify.success(`Willkommen bei ${product}! Dein Konto ist eingerichtet.`);
    navigate(paths.Home.href(), { replace: true });
  }

  return (
    <AuthCard
      title="Registrieren"
      subtitle={`Lerne mit ${product}, sammle Punkte und löse sie gegen Prämien ein.`}
      size={680}
      footer={
        <>
          Du hast schon ein Konto?{' '}
          <Anchor component={Link} to={paths.SignIn.href()}>
            Anmelden
          </Anchor>
        </>
      }
    >
      <SignUpForm referredBy={searchParams.get('ref') ?? ''} onRegistered={onRegistered} />
    </AuthCard>
  );
}
