import type { User } from '@apopunkt/domain/schemas/users';
import { Switch } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateNotifications } from '../api/update-notifications';
import { AccountSection } from './account-section';

/** Newsletter consent (PUT /v1/me/notifications). */
export function NewsletterSection({ user }: { user: User }) {
  const update = useUpdateNotifications();
  const checked = update.isPending ? !!update.variables?.hasAcceptedNewsletter : user.hasAcceptedNewsletter;

  function toggle(hasAcceptedNewsletter: boolean) {
    update.mutate(
      { hasAcceptedNewsletter },
      {
        onSuccess: () =>
          notify.success(
            hasAcceptedNewsletter
              ? 'Du hast den Newsletter erfolgreich abonniert!'
              : 'Du erhältst keinen Newsletter mehr.',
          ),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <AccountSection
      id="newsletter"
      title="Newsletter"
      description="Neue Module, Gewinnspiele und Aktionen direkt in dein Postfach. Abbestellen geht jederzeit."
    >
      <Switch
        label="Newsletter per E-Mail erhalten"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
    </AccountSection>
  );
}
