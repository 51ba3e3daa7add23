import { AppShell, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { BusinessFooter, BusinessSidebar } from '../../features/business-sidebar';
import { Header } from '../../features/header';
import { useCurrentUser } from '../../lib/auth';
import { HEADER_HEIGHT } from '../theme';
import { DeferredAppOverlays } from './deferred-app-overlays';

/** The viewport below the header and the main area's padding (AppShell `padding="lg"`). */
const PAGE_MIN_HEIGHT = `calc(100dvh - ${HEADER_HEIGHT}px - 2 * var(--mantine-spacing-lg))`;

/** Business layout (spec §2): header, sidebar, page; everyone but staff sees a small footer. */
export function Component() {
  const user = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = (
    <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Business-Navigation öffnen" />
  );
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Header navToggle={burger} fluid />
      </AppShell.Header>
      <AppShell.Navbar>{user && <BusinessSidebar user={user} onNavigate={close} />}</AppShell.Navbar>
      <AppShell.Main>
        {/* At least a screen high: the footer starts below the fold, so the page's data arriving does
            not push it down in view (a layout shift, Lighthouse CLS 0.115 on the module dashboard). */}
        <div id={MAIN_CONTENT_ID} tabIndex={-1} style={{ minHeight: PAGE_MIN_HEIGHT }}>
          <Outlet />
        </div>
        {user && !user.isStaff && <BusinessFooter />}
      </AppShell.Main>
      <DeferredAppOverlays />
    </AppShell>
  );
}
