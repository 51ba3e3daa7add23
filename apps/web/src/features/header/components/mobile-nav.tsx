import type { User } from '@apopunkt/domain/schemas/users';
import { ActionIcon, Burger, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { SOCIAL_LINKS } from '../../../config/social-links';
import { businessNavFor } from '../../../lib/business-nav';
import { PERSONAL_LINKS, SECTION_LINKS, visibleLinks } from '../nav-links';
import { SocialIcon } from './social-icon';

/** Hamburger menu for smaller screens (spec §2): module categories, personal pages, social links. */
export function MobileNav({ user }: { user: User }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const renderLinks = (links: ReturnType<typeof visibleLinks>) =>
    links.map((link) => (
      <NavLink
        key={link.href}
        component={Link}
        to={link.href}
        label={link.label}
        active={pathname === link.href}
        onClick={close}
      />
    ));
  return (
    <>
      <Burger opened={opened} onClick={toggle} size="sm" hiddenFrom="md" aria-label="Navigation öffnen" />
      <Drawer opened={opened} onClose={close} size="xs" title={<Logo size={28} />} hiddenFrom="md">
        <Stack gap={4}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            Module
          </Text>
          {renderLinks(visibleLinks(SECTION_LINKS, user))}
          <Divider my="sm" />
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            Für dich
          </Text>
          {renderLinks(visibleLinks(PERSONAL_LINKS, user))}
          {businessNavFor(user).length > 0 &&
            renderLinks([{ href: paths.Business.href(), label: user.isStaff ? 'Admin-Bereich' : 'Business-Bereich' }])}
          <Divider my="sm" />
          <Group gap="xs" px="sm">
            {SOCIAL_LINKS.map((social) => (
              <ActionIcon
                key={social.network}
                component="a"
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="lg"
                aria-label={social.label}
              >
                <SocialIcon network={social.network} />
              </ActionIcon>
            ))}
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
