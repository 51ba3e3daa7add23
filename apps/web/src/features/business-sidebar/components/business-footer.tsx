import { germanYear } from '@apopunkt/domain/rules/german-time';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COMPANY } from '../../../config/contact-details';
import { paths } from '../../../config/paths';
import { usePlatformConfig } from '../../../lib/platform-config';

/** The small footer of the business area; staff do not see it (spec §2). */
export function BusinessFooter() {
  const { productName, supportEmail } = usePlatformConfig();
  return (
    <Group component="footer" justify="space-between" gap="sm" py="md" mt="xl" c="dimmed" fz="sm">
      <Text size="sm" c="dimmed">
        © <span suppressHydrationWarning>{germanYear(new Date())}</span> {productName} {COMPANY.legalSuffix} · Fragen zu
        deinen Auswertungen?{' '}
        <Anchor href={`mailto:${supportEmail}`} size="sm" underline="always">
          {supportEmail}
        </Anchor>
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={paths.Imprint.href()} size="sm" c="gray.8">
          Impressum
        </Anchor>
        <Anchor component={Link} to={paths.Privacy.href()} size="sm" c="gray.8">
          Datenschutz
        </Anchor>
      </Group>
    </Group>
  );
}
