import { ActionIcon, Menu } from '@mantine/core';
import { IconFileText, IconHelp, IconLock, IconMail, IconQuestionMark } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMenuTypeahead } from '../../../components/ui/use-menu-typeahead';
import { paths } from '../../../config/paths';
import { requestContact } from '../../../lib/overlays';

/** FAQ, Kontakt, Datenschutz, Nutzungsbedingungen (spec §2). */
export function HelpMenu() {
  const typeahead = useMenuTypeahead();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Hilfe">
          <IconHelp size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={typeahead}>
        <Menu.Label>Hilfe</Menu.Label>
        <Menu.Item component={Link} to={paths.Faq.href()} leftSection={<IconQuestionMark size={16} />}>
          FAQ
        </Menu.Item>
        <Menu.Item onClick={requestContact} leftSection={<IconMail size={16} />}>
          Kontakt
        </Menu.Item>
        <Menu.Item component={Link} to={paths.Privacy.href()} leftSection={<IconLock size={16} />}>
          Datenschutz
        </Menu.Item>
        <Menu.Item component={Link} to={paths.Terms.href()} leftSection={<IconFileText size={16} />}>
          Nutzungsbedingungen
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
