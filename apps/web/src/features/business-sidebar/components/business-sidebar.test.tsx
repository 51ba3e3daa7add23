import type { PlatformConfig } from '@apopunkt/domain/schemas/platform';
import type { User } from '@apopunkt/domain/schemas/users';
import { AppShell } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformConfigQuery } from '../../../lib/platform-config';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { BusinessSidebar } from './business-sidebar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = { id: 1, firstName: 'Sam', isStaff: true, isSuperuser: false, subscriptions: [] } as unknown as User;
const config = (adminBackendUrl: string): PlatformConfig => ({
  productName: 'ApoPunkt',
  serverVersion: '0.1.0',
  adminBackendUrl,
  supportEmail: 'support@apopunkt.de',
  sentryDsn: null,
});

function renderSidebar(loaded: PlatformConfig | null) {
  // Before the config arrives the sidebar draws with the app's fallback; the call never answers here.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const client = testQueryClient();
  if (loaded) client.setQueryData(platformConfigQuery.queryKey, loaded);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithProviders client={client}>
      <AppShell navbar={{ width: 260, breakpoint: 'sm' }}>
        <AppShell.Navbar>{children}</AppShell.Navbar>
      </AppShell>
    </WithProviders>
  );
  render(<BusinessSidebar user={staff} />, { wrapper });
}

// Mantine's first render is slow on a busy machine.
describe('the staff sidebar\'s "Admin-Backend" link', { timeout: 30_000 }, () => {
  it('is not there by default: the English API docs are no staff tool', () => {
    renderSidebar(null);
    expect(screen.getByRole('link', { name: 'Module' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Admin-Backend/ })).toBeNull();
    cleanup();
    renderSidebar(config(''));
    expect(screen.queryByRole('link', { name: /Admin-Backend/ })).toBeNull();
  });

  it('leads to the administration the operator configured', () => {
    renderSidebar(config('https://admin.example.de'));
    expect(screen.getByRole('link', { name: /Admin-Backend/ }).getAttribute('href')).toBe('https://admin.example.de');
  });
});
