import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress';

afterEach(cleanup);

function SlowPage() {
  return <p>Langsame Seite</p>;
}

describe('NavigationProgress (issue 36)', () => {
  it('shows a progress bar while the next page’s code loads, and none before or after', async () => {
    let loaded: (page: { Component: typeof SlowPage }) => void = () => {};
    const slowPage = new Promise<{ Component: typeof SlowPage }>((resolve) => {
      loaded = resolve;
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Start</p> },
          { path: 'slow', lazy: () => slowPage },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Start')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    expect(await screen.findByRole('progressbar', { name: 'Seite wird geladen' })).toBeTruthy();

    await act(async () => {
      loaded({ Component: SlowPage });
      await navigation;
    });
    expect(await screen.findByText('Langsame Seite')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
