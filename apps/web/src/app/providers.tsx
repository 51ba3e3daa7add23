import 'virtual:mantine-styles';
import { TOAST_AUTO_CLOSE_MS } from '@apopunkt/domain/constants/limits';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** The toast area is not needed for the first paint; toasts shown earlier wait in the store. */
const Toasts = lazy(() => import('./toasts'));

/** Theme, toasts (spec §9: top-right, 5000 ms) and the query cache around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Toasts position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
