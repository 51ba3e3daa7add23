import type { User } from '@apopunkt/domain/schemas/users';
import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useApiDocsTokenBridge } from '../../../lib/api-docs-token-bridge';
import { businessNavFor } from '../../../lib/business-nav';
import { usePlatformConfig } from '../../../lib/platform-config';
import { VersionInfo } from './version-info';

/**
 * The business sidebar (spec §2): the entries this user may see; staff also get the external admin
 * backend and the client and server versions.
 */
export function BusinessSidebar({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { adminBackendUrl } = usePlatformConfig();
  useApiDocsTokenBridge(user.isStaff);
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="sm">
        <nav aria-label="Business-Bereich">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {user.isStaff ? 'Administration' : 'Business'}
          </Text>
          {businessNavFor(user).map((entry) => {
            const href = paths[entry.name].path;
            return (
              <NavLink
                key={entry.name}
                component={Link}
                to={href}
                label={entry.label}
                active={pathname === href || pathname.startsWith(`${href}/`)}
                onClick={onNavigate}
              />
            );
          })}
          {user.isStaff && adminBackendUrl && (
            <NavLink
              component="a"
              href={adminBackendUrl}
              target="_blank"
              rel="noopener noreferrer"
              label="Admin-Backend"
              rightSection={<IconExternalLink size={14} aria-label="öffnet in neuem Tab" />}
            />
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <NavLink
          component={Link}
          to={paths.Home.href()}
          label="Zurück zum Portal"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        />
        {user.isStaff && <VersionInfo />}
      </AppShell.Section>
    </>
  );
}
