import { type DataRouter, RouterProvider } from 'react-router';
import { useUnlockPrerenderedFields } from '../prerender/take-over';
import { Providers } from './providers';

export function App({ router }: { router: DataRouter }) {
  useUnlockPrerenderedFields();
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
