import { notify } from '../lib/notify';

/**
 * The newsletter confirmation link lands on `/?newsletter=confirmed|invalid`. The answer is read
 * (and removed from the address) before the router starts, so it survives a redirect to sign-in.
 */
export function consumeInitialNotices(): void {
  const url = new URL(window.location.href);
  const result = url.searchParams.get('newsletter');
  if (!result) return;
  url.searchParams.delete('newsletter');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (result === 'confirmed') notify.success('Dein Newsletter-Abonnement ist bestätigt. Schön, dass du dabei bist!');
  else notify.error('Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melde dich erneut zum Newsletter an.');
}
