import { germanYear } from '@apopunkt/domain/rules/german-time';
import { Anchor, Box, Container, Divider, Grid, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { COMPANY } from '../../../config/contact-details';
import { paths } from '../../../config/paths';
import { usePlatformConfig } from '../../../lib/platform-config';

/**
 * The default layout's footer (spec §2): the contact block passed in by the layout, contact links,
 * legal links and the copyright line.
 */
export function SiteFooter({ contact }: { contact?: ReactNode }) {
  const { productName, supportEmail } = usePlatformConfig();
  const company = `${productName} ${COMPANY.legalSuffix}`;
  return (
    <Box component="footer" bg="gray.0" pt="xl" pb="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Logo />
              <Text size="sm" c="dimmed">
                Kurze Lernmodule, Wissen für den HV und Prämien für das ganze Apothekenteam.
              </Text>
              <Anchor href={`mailto:${supportEmail}`} size="sm">
                <Group gap={6} wrap="nowrap">
                  <IconMail size={16} aria-hidden="true" />
                  {supportEmail}
                </Group>
              </Anchor>
              <Anchor href={COMPANY.phoneHref} size="sm">
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={16} aria-hidden="true" />
                  {COMPANY.phone} ({COMPANY.serviceHours})
                </Group>
              </Anchor>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>{contact}</Grid.Col>
        </Grid>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © <span suppressHydrationWarning>{germanYear(new Date())}</span> {company}
          </Text>
          <Group gap="md" component="nav" aria-label="Rechtliches">
            <FooterLink to={paths.Faq.href()}>FAQ</FooterLink>
            <FooterLink to={paths.Imprint.href()}>Impressum</FooterLink>
            <FooterLink to={paths.Privacy.href()}>Datenschutz</FooterLink>
            <FooterLink to={paths.Terms.href()}>Nutzungsbedingungen</FooterLink>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="gray.8">
      {children}
    </Anchor>
  );
}
