import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Menu } from '@mantine/core';
import { IconBriefcase, IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMenuTypeahead } from '../../../components/ui/use-menu-typeahead';
import { paths } from '../../../config/paths';
import { useApiDocsTokenBridge } from '../../../lib/api-docs-token-bridge';
import { businessNavFor } from '../../../lib/business-nav';
import { usePlatformConfig } from '../../../lib/platform-config';

/** Business or admin menu for users with business subscriptions or staff (spec §2, §6). */
export function BusinessMenu({ user }: { user: User }) {
  const typeahead = useMenuTypeahead();
  const { adminBackendUrl } = usePlatformConfig();
  useApiDocsTokenBridge(user.isStaff);
  const entries = businessNavFor(user);
  if (entries.length === 0) return null;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconBriefcase size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {user.isStaff ? 'Admin' : 'Business'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={typeahead}>
        <Menu.Item component={Link} to={paths.Business.href()} fw={600}>
          Zum Business-Bereich
        </Menu.Item>
        <Menu.Divider />
        {entries.map((entry) => (
          <Menu.Item key={entry.name} component={Link} to={paths[entry.name].path}>
            {entry.label}
          </Menu.Item>
        ))}
        {user.isStaff && adminBackendUrl && (
          <>
            <Menu.Divider />
            <Menu.Item
              component="a"
              href={adminBackendUrl}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} aria-label="öffnet in neuem Tab" />}
            >
              Admin-Backend
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
