import { MESSAGES } from '@apopunkt/domain/messages';
import { offersPremium } from '@apopunkt/domain/policies';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** One line on what this module pays this user (spec §4 completion rule), or nothing. */
export function ModuleStatusNote({
  module,
  viewer,
}: {
  module: ModuleDetail;
  viewer: { job: string | null; isPremium: boolean } | null;
}) {
  if (module.isExhausted && module.type !== 0) {
    return <Text size="sm">{MESSAGES.exhaustedModule}.</Text>;
  }
  if (module.premiumValue > 0 && offersPremium(viewer)) {
    return (
      <Text size="sm">
        Prämienpunkte sammelst du als Premium-Mitglied.{' '}
        <Anchor component={Link} to={paths.BecomePremium.href()}>
          Jetzt kostenlos Premium werden
        </Anchor>
      </Text>
    );
  }
  if (module.completed && !module.creditable) {
    return (
      <Text size="sm">
        Du hast dieses Modul bereits abgeschlossen.{' '}
        {module.premiumValue > 0 &&
          viewer?.isPremium &&
          (module.repeatPeriodDays
            ? `Prämienpunkte gibt es ${module.repeatPeriodDays} Tage nach der letzten Gutschrift wieder.`
            : 'Die Prämienpunkte hast du schon erhalten.')}
      </Text>
    );
  }
  return null;
}
